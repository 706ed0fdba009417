// The lightbox's share links for the active slide: Facebook, Twitter, Pinterest and, for images, a download link.
import { toShareTarget } from '../../shared/share-urls.ts';
import { Icon, type IconName } from './icons.tsx';
import type { Labels } from './labels.ts';
import type { Slide } from './types.ts';

type Link = { href: string; label: string; icon: IconName; network: string; download?: boolean };

/** The page without its hash, plus the slide's own action hash so the shared link opens this very picture. */
function toSlideUrl(slide: Slide): string {
  const url = new URL(location.href);
  url.hash = '';
  return url.href.replace(/#$/, '') + slide.hash;
}

function toLinks(slide: Slide, labels: Labels): Link[] {
  const data = { url: toSlideUrl(slide), title: slide.title || document.title, text: '', image: slide.image };
  const links: Link[] = [];
  const networks = [['facebook', labels.facebook], ['twitter', labels.twitter], ['pinterest', labels.pinterest]] as const;
  for (const [network, label] of networks) {
    if (network === 'pinterest' && !slide.image) continue;
    const target = toShareTarget(network, data);
    if (target?.kind === 'window') links.push({ href: target.href, label, icon: network, network });
  }
  if (slide.image && !slide.video) links.push({ href: slide.image, label: labels.download, icon: 'download-bold', network: 'download', download: true });
  return links;
}

export function ShareLinks({ slide, labels }: { slide: Slide; labels: Labels }) {
  return (
    <div className="elementor-slideshow__share-links">
      {toLinks(slide, labels).map((link) => (
        <a
          key={link.network} className={`elementor-slideshow__share-link elementor-slideshow__share-link--${link.network}`} href={link.href}
          target={link.download ? undefined : '_blank'} rel="noopener noreferrer" download={link.download ? '' : undefined}
        >
          <Icon name={link.icon} />
          <span>{link.label}</span>
        </a>
      ))}
    </div>
  );
}
