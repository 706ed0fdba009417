// Menu links to sections of this page (`.elementor-item-anchor`) are marked active while their section is in view.

type Anchor = { link: HTMLAnchorElement; target: HTMLElement };

function toAnchors(links: HTMLAnchorElement[]): Anchor[] {
  const anchors: Anchor[] = [];
  for (const link of links) {
    let url: URL;
    // A link the URL parser refuses (a custom link typed as `http://#contact`) is skipped, not the whole menu.
    try { url = new URL(link.href, location.href); } catch { continue; }
    if (url.origin !== location.origin || url.pathname !== location.pathname || url.hash.length < 2) continue;
    let id = url.hash.slice(1);
    try { id = decodeURIComponent(id); } catch { /* keep the raw id */ }
    const target = document.getElementById(id);
    if (target) anchors.push({ link, target });
  }
  return anchors;
}

function mark(link: HTMLAnchorElement, active: boolean): void {
  link.classList.toggle('elementor-item-active', active);
  if (active) link.setAttribute('aria-current', 'location');
  else link.removeAttribute('aria-current');
}

/**
 * One observer per anchor: the section counts as in view in the upper half of the viewport (its top margin is −50%
 * as well when it is taller than half the viewport, as in the original).
 */
function observe(anchors: Anchor[]): IntersectionObserver[] {
  return anchors.map(({ link, target }) => {
    const tall = target.offsetHeight > innerHeight / 2;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) mark(link, entry.isIntersecting);
    }, { rootMargin: `${tall ? '-50%' : '0px'} 0px -50% 0px` });
    observer.observe(target);
    return observer;
  });
}

export function startAnchorHighlight(links: HTMLAnchorElement[], signal: AbortSignal): void {
  if (typeof IntersectionObserver !== 'function') return;
  const anchors = toAnchors(links);
  if (anchors.length === 0) return;
  let observers = observe(anchors);
  let timer = 0;
  // The margins depend on the viewport height, so the observers are made again after a resize.
  addEventListener('resize', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      for (const observer of observers) observer.disconnect();
      observers = observe(anchors);
    }, 100);
  }, { signal });
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    for (const observer of observers) observer.disconnect();
  });
}
