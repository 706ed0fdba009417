// Text path (`text-path.default`, core): fetches the shape's SVG, sanitises it and sets the text along its path.
import type { WispModule } from '../../core/types.ts';
import { toSafeSvg } from '../../shared/safe-svg.ts';
import { parse, type TextPathSettings } from './settings.ts';
import { toLinkUrl, toSvgUrl } from './source.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

function makeText(svg: SVGSVGElement, path: SVGPathElement, id: string, text: string, settings: TextPathSettings, link: string | null, rtl: boolean): void {
  path.id = `e-path-${id}`;
  const textElement = document.createElementNS(SVG_NS, 'text');
  const textPath = document.createElementNS(SVG_NS, 'textPath');
  textPath.id = `e-text-path-${id}`;
  textPath.setAttribute('href', `#e-path-${id}`);
  textPath.setAttribute('startOffset', `${rtl ? 100 - settings.start_point : settings.start_point}%`);
  // textContent: the visitor-visible text is never parsed as markup.
  if (link) {
    const anchor = document.createElementNS(SVG_NS, 'a');
    anchor.setAttribute('href', link);
    if (settings.is_external) anchor.setAttribute('target', '_blank');
    const rel = [settings.nofollow ? 'nofollow' : '', settings.is_external ? 'noopener' : ''].filter(Boolean).join(' ');
    if (rel) anchor.setAttribute('rel', rel);
    anchor.textContent = text;
    textPath.append(anchor);
  } else {
    textPath.textContent = text;
  }
  if (rtl) textElement.setAttribute('direction', 'rtl');
  textElement.append(textPath);
  svg.append(textElement);
}

const textPath: WispModule<TextPathSettings> = {
  parse,
  mount(root, settings, ctx) {
    const container = ctx.own('.e-text-path')[0];
    if (!container) {
      ctx.warn('markup', 'no .e-text-path in the text path widget');
      return false;
    }
    const url = toSvgUrl(container.dataset['url'], ctx.config);
    if (!url) {
      ctx.warn('unsafe-url', 'data-url is not an http(s) .svg on this site or its asset host; nothing fetched');
      return false;
    }
    const rawLink = container.dataset['linkUrl'];
    const link = toLinkUrl(rawLink);
    if (rawLink && !link) ctx.warn('unsafe-link', 'data-link-url is not http(s); the text is shown without a link');
    const rtl = settings.text_path_direction ? settings.text_path_direction === 'rtl' : ctx.config.isRtl;
    void fetch(url.href, { signal: ctx.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body) => {
        const svg = toSafeSvg(body);
        const path = svg?.querySelector<SVGPathElement>('path[data-path-anchor]') ?? svg?.querySelector<SVGPathElement>('path');
        if (!svg || !path) return ctx.warn('svg', 'the fetched file is not an SVG with a path');
        makeText(svg, path, ctx.id, container.dataset['text'] ?? '', settings, link, rtl);
        container.replaceChildren(svg);
        ctx.emit('text-path-ready');
      })
      .catch((error: unknown) => {
        if (!ctx.signal.aborted) ctx.warn('fetch', `could not load the SVG: ${error instanceof Error ? error.message : 'unknown error'}`);
      });
    return undefined;
  },
};

export default textPath;
