// Stylesheets for what wisp renders itself, installed once per sheet.

const installed = new Set<string>();

/**
 * A constructed stylesheet where the browser has them: Content-Security-Policy `style-src` does not apply to it, so a
 * strict policy needs no change. Older browsers get a `<style>` element, which needs `style-src 'unsafe-inline'`.
 */
export function adoptStyles(css: string): void {
  if (installed.has(css)) return;
  installed.add(css);
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
