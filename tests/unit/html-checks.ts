// What a cleaned tree must never hold; imports nothing, so the browser tests can bundle it into a page.

/** Element names that must never come out of the cleaner, whatever their namespace. */
export const NEVER_KEPT = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'template', 'set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor', 'foreignobject', 'math', 'noscript']);

/**
 * The problems with a cleaned tree (empty when safe): a handler, srcdoc or formaction attribute, a kept forbidden
 * element, or a link, form, media or use whose URL resolves to a scheme that can run script. Written to run in the
 * browser too, so it imports nothing and takes the forbidden names as an argument.
 */
export function findExecutable(root: ParentNode, neverKept: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const isScriptUrl = (raw: string) => {
    try {
      const url = new URL(raw, document.baseURI);
      return url.protocol === 'javascript:' || url.protocol === 'vbscript:' || (url.protocol === 'data:' && !/^image\/(?:png|jpe?g|gif|webp|avif);/i.test(url.pathname));
    } catch {
      return false;
    }
  };
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (neverKept.has(name)) problems.push(`<${name}> kept`);
    for (const attribute of element.attributes) {
      const attributeName = attribute.name.toLowerCase();
      if (attributeName.startsWith('on') || attributeName === 'srcdoc' || attributeName === 'formaction') problems.push(`${name} ${attributeName}`);
      if (['href', 'xlink:href', 'src', 'action', 'data', 'poster'].includes(attributeName) && isScriptUrl(attribute.value)) problems.push(`${name} ${attributeName}=${attribute.value}`);
    }
    // An SVG link's live href (animVal) is what a click follows, after any animation.
    const animated = (element as unknown as { href?: { animVal?: unknown } }).href?.animVal;
    if (typeof animated === 'string' && isScriptUrl(animated)) problems.push(`${name} animated href=${animated}`);
  }
  return problems;
}
