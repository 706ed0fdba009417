// Contact buttons (`contact-buttons.default`, the free floating chat button): the chat button opens and closes the
// chat box with the entrance and exit animations its settings name per device, Escape inside it closes it, the message
// bubble shows the visitor's time, and clicks on its send buttons are counted for the site as the original counts them.
import type { MountContext, WispModule } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import { readConfigGlobal } from '../../shared/config-global.ts';
import { isRecord } from '../../shared/guards.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { postAjax } from '../../shared/ajax-post.ts';

type ContactSettings = Record<string, unknown>;
type Parts = { main: HTMLElement; content: HTMLElement | null; wrapper: HTMLElement | null; chat: HTMLElement | null; close: HTMLElement | null };

/** An animation class name from the settings; 'none', empty or anything else means no animation. */
const ANIMATION_NAME = /^[A-Za-z][\w-]{0,40}$/;
/** The original sends the counted clicks once it has ten, or when the page unloads. */
const CLICKS_PER_SEND = 10;

function animationOf(settings: ContactSettings, key: string, ctx: MountContext): string {
  const value = readResponsive(settings, key, ctx.device(), ctx.config.breakpoints);
  return typeof value === 'string' && value !== 'none' && ANIMATION_NAME.test(value) ? value : '';
}

/** The animation to run now: none with reduced motion, or when the box is not set to animate. */
function runningAnimation(parts: Parts, settings: ContactSettings, key: string, ctx: MountContext): string {
  return parts.main.classList.contains('has-animations') && !prefersReducedMotion() ? animationOf(settings, key, ctx) : '';
}

/** Without an animation the box shows or hides at once; with reduced motion an animated box does too. */
const showsAtOnce = (parts: Parts): boolean => !parts.main.classList.contains('has-animations') || prefersReducedMotion();

function setExpanded(parts: Parts, open: boolean): void {
  parts.chat?.setAttribute('aria-expanded', String(open));
  parts.close?.setAttribute('aria-expanded', String(open));
}

function isHidden(parts: Parts): boolean {
  return parts.wrapper?.classList.contains('hidden') ?? false;
}

function setHidden(parts: Parts, hidden: boolean): void {
  parts.wrapper?.classList.toggle('hidden', hidden);
  parts.wrapper?.setAttribute('aria-hidden', String(hidden));
}

function open(parts: Parts, settings: ContactSettings, ctx: MountContext): void {
  const animation = runningAnimation(parts, settings, 'style_chat_box_entrance_animation', ctx);
  if (animation) {
    parts.content?.classList.add('animated', animation);
    parts.wrapper?.classList.remove('animated-wrapper');
  } else if (showsAtOnce(parts)) parts.content?.classList.add('visible');
  setHidden(parts, false);
  if (parts.wrapper && !ctx.config.edit) {
    parts.wrapper.setAttribute('tabindex', '0');
    parts.wrapper.focus();
  }
  setExpanded(parts, true);
}

function close(parts: Parts, settings: ContactSettings, ctx: MountContext): void {
  const animation = runningAnimation(parts, settings, 'style_chat_box_exit_animation', ctx);
  if (animation) {
    parts.content?.classList.add('animated', 'reverse', animation);
    parts.wrapper?.classList.add('animated-wrapper');
  } else if (showsAtOnce(parts)) parts.content?.classList.remove('visible');
  setHidden(parts, true);
  setExpanded(parts, false);
  parts.chat?.focus();
}

/** After an animation: the entrance leaves the box visible, the exit hides it; the animation classes go. */
function settle(parts: Parts, settings: ContactSettings, ctx: MountContext): void {
  const content = parts.content;
  if (!content) return;
  const exiting = content.classList.contains('reverse');
  const name = animationOf(settings, exiting ? 'style_chat_box_exit_animation' : 'style_chat_box_entrance_animation', ctx);
  content.classList.remove('animated', 'reverse', ...(name ? [name] : []));
  content.classList.toggle('visible', !exiting);
}

/** The visitor's time in the bubble, in the 12 or 24 hour form `data-time-format` asks for. */
function showTime(bubble: HTMLElement): void {
  const hour12 = bubble.dataset['timeFormat'] === '12h';
  bubble.textContent = new Intl.DateTimeFormat('default', { hour12, hour: 'numeric', minute: 'numeric' }).format(new Date());
}

/** Counts clicks on the send buttons per floating-buttons document, sent as the original sends them. */
function countClicks(parts: Parts, ctx: MountContext): void {
  const clicks: string[] = [];
  const raw = readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before');
  const nonces = isRecord(raw) && isRecord(raw['nonces']) ? raw['nonces'] : {};
  const nonce = typeof nonces['floatingButtonsClickTracking'] === 'string' ? nonces['floatingButtonsClickTracking'] : '';
  // Only to this site: the endpoint comes from the page's config.
  const url = new URL(ctx.config.urls.ajaxurl, location.href);
  const send = (leaving: boolean) => {
    if (clicks.length === 0 || url.origin !== location.origin) return;
    const body = new FormData();
    body.append('action', 'elementor_send_clicks');
    body.append('_nonce', nonce);
    for (const id of clicks.splice(0)) body.append('clicks[]', id);
    // A page being left cannot wait for a fetch: a beacon is sent after it has gone.
    if (leaving && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body);
    else postAjax(url, body).catch(() => undefined);
  };
  parts.wrapper?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.e-contact-buttons__send-button') : null;
    const id = button?.closest<HTMLElement>('[data-elementor-type="floating-buttons"]')?.dataset['elementorId'];
    if (!id) return;
    clicks.push(id);
    if (clicks.length >= CLICKS_PER_SEND) send(false);
  }, { signal: ctx.signal });
  addEventListener('pagehide', () => send(true), { signal: ctx.signal });
}

const contactButtons: WispModule<ContactSettings> = {
  parse: (raw) => ({ ok: true, settings: raw }),
  mount: (root, settings, ctx) => {
    const main = root.querySelector<HTMLElement>('.e-contact-buttons');
    if (!main) {
      ctx.warn('markup', 'no .e-contact-buttons; left as it is');
      return false;
    }
    const find = (selector: string) => main.querySelector<HTMLElement>(selector);
    const parts: Parts = {
      main, content: find('.e-contact-buttons__content'), wrapper: find('.e-contact-buttons__content-wrapper'),
      chat: find('.e-contact-buttons__chat-button'), close: find('.e-contact-buttons__close-button'),
    };
    const bubble = find('.e-contact-buttons__message-bubble-time');
    if (bubble) showTime(bubble);
    if (parts.wrapper) setExpanded(parts, !isHidden(parts));
    if (parts.chat?.classList.contains('has-entrance-animation') && !prefersReducedMotion()) {
      const name = animationOf(settings, 'style_chat_button_animation', ctx);
      if (name) parts.chat.classList.add(name);
    }
    main.closest('.e-con-inner')?.classList.add('e-con-inner--floating-buttons');
    const { signal } = ctx;
    parts.chat?.addEventListener('click', () => (parts.wrapper && isHidden(parts) ? open(parts, settings, ctx) : close(parts, settings, ctx)), { signal });
    parts.chat?.addEventListener('animationend', () => {
      const name = animationOf(settings, 'style_chat_button_animation', ctx);
      if (name) parts.chat?.classList.remove(name);
      parts.chat?.classList.add('visible');
    }, { signal });
    parts.close?.addEventListener('click', () => close(parts, settings, ctx), { signal });
    parts.content?.addEventListener('animationend', () => settle(parts, settings, ctx), { signal });
    if (parts.wrapper) {
      addEventListener('keyup', (event) => {
        if (event.key === 'Escape' && !isHidden(parts) && main.contains(document.activeElement)) close(parts, settings, ctx);
      }, { signal });
    }
    countClicks(parts, ctx);
  },
};

export default contactButtons;
