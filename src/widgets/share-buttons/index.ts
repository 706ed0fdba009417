// Share buttons (`share-buttons.default`, Pro): each `.elementor-share-btn_{network}` shares the page or a custom URL.
import type { MountContext, WispModule } from '../../core/types.ts';
import { toShareTarget } from '../../shared/share-urls.ts';
import { openShare } from './open-share.ts';
import { parse, type ShareButtonsSettings } from './settings.ts';
import { toShareData } from './share-data.ts';

const BUTTON = '.elementor-share-btn';
const NETWORK_PREFIX = 'elementor-share-btn_';

type Button = { element: HTMLElement; network: string };

/** The first `elementor-share-btn_*` class names the network, as in the original. */
function networkOf(element: Element): string | null {
  for (const name of element.classList) if (name.startsWith(NETWORK_PREFIX)) return name.slice(NETWORK_PREFIX.length);
  return null;
}

function isNativeControl(element: HTMLElement): boolean {
  return element instanceof HTMLButtonElement || (element instanceof HTMLAnchorElement && element.hasAttribute('href'));
}

/** Role, tab stop and name only where the markup lacks them; returns how to take them back on teardown. */
function makeOperable({ element, network }: Button): () => void {
  const added: string[] = [];
  const add = (name: string, value: string) => {
    if (element.hasAttribute(name)) return;
    element.setAttribute(name, value);
    added.push(name);
  };
  if (!isNativeControl(element)) {
    add('role', 'button');
    add('tabindex', '0');
  }
  const title = element.querySelector('.elementor-share-btn__title')?.textContent?.trim();
  add('aria-label', `Share on ${title || network}`);
  return () => added.forEach((name) => element.removeAttribute(name));
}

function collect(ctx: MountContext): Button[] {
  const buttons: Button[] = [];
  for (const element of ctx.own(BUTTON)) {
    const network = networkOf(element);
    if (!network) ctx.warn('network-missing', 'a share button has no elementor-share-btn_{network} class; it is left alone');
    else if (!toShareTarget(network, { url: location.href, title: '', text: '', image: '' })) {
      ctx.warn(`network-${network}`, `unknown share network "${network}"; that button is left alone`);
    } else buttons.push({ element, network });
  }
  return buttons;
}

function share(button: Button, settings: ShareButtonsSettings, ctx: MountContext): void {
  const data = toShareData(settings.share_url, ctx.config, { href: location.href, title: document.title });
  const target = toShareTarget(button.network, data);
  if (!target) return;
  if (!ctx.emit('before-share', { network: button.network, target }, true)) return;
  openShare(target, data);
  ctx.emit('share', { network: button.network, target });
}

const shareButtons: WispModule<ShareButtonsSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const buttons = collect(ctx);
    if (buttons.length === 0) {
      ctx.warn('markup', 'no share button with a known network (.elementor-share-btn_{network}) was found');
      return false;
    }
    const restores = buttons.map(makeOperable);
    const find = (target: EventTarget | null): Button | undefined =>
      target instanceof Element ? buttons.find((button) => button.element.contains(target)) : undefined;
    root.addEventListener('click', (event) => {
      const button = find(event.target);
      if (!button) return;
      event.preventDefault();
      share(button, settings, ctx);
    }, { signal: ctx.signal });
    root.addEventListener('keydown', (event) => {
      const button = find(event.target);
      if (!button || isNativeControl(button.element) || (event.key !== 'Enter' && event.key !== ' ')) return;
      // Space would scroll the page; Enter and Space act like they do on a native button.
      event.preventDefault();
      share(button, settings, ctx);
    }, { signal: ctx.signal });
    return () => restores.forEach((restore) => restore());
  },
};

export default shareButtons;
