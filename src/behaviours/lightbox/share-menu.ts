// The lightbox's share menu for the active slide: Facebook, Twitter, Pinterest and, for images, a download link.
import { toShareTarget } from '../../shared/share-urls.ts';
import { make } from './dom.ts';
import { makeIcon, type IconName } from './icons.ts';
import type { Labels } from './labels.ts';
import type { Slide } from './types.ts';

/** The page without its hash, plus the slide's own action hash so the shared link opens this very picture. */
function toSlideUrl(slide: Slide): string {
  const url = new URL(location.href);
  url.hash = '';
  return url.href.replace(/#$/, '') + slide.hash;
}

function makeLink(href: string, label: string, icon: IconName, network: string): HTMLAnchorElement {
  return make('a', `elementor-slideshow__share-link elementor-slideshow__share-link--${network}`, {
    href, target: '_blank', rel: 'noopener noreferrer',
  }, [makeIcon(icon), make('span', '', {}, [label])]);
}

/** Replaces the menu's links with those of `slide`. */
export function fillShareMenu(menu: HTMLElement, slide: Slide, labels: Labels): void {
  const data = { url: toSlideUrl(slide), title: slide.title || document.title, text: '', image: slide.image };
  const links: HTMLAnchorElement[] = [];
  const networks = [['facebook', labels.facebook], ['twitter', labels.twitter], ['pinterest', labels.pinterest]] as const;
  for (const [network, label] of networks) {
    if (network === 'pinterest' && !slide.image) continue;
    const target = toShareTarget(network, data);
    if (target?.kind === 'window') links.push(makeLink(target.href, label, network, network));
  }
  if (slide.image && !slide.video) {
    const download = makeLink(slide.image, labels.download, 'download-bold', 'download');
    download.setAttribute('download', '');
    download.removeAttribute('target');
    links.push(download);
  }
  menu.replaceChildren(make('div', 'elementor-slideshow__share-links', {}, links));
}
