// Contact buttons (`contact-buttons.default`, the free floating chat button): the chat button opens and closes the
// chat box with the entrance and exit animations its settings name per device, Escape inside it closes it, the message
// bubble shows the visitor's time, and clicks on its send buttons are counted for the site as the original counts them.
import type { MountContext, WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { animationOf, trackFloatingClicks } from '../../shared/floating-buttons.ts';

type ContactSettings = Record<string, unknown>;
type Parts = { main: HTMLElement; content: HTMLElement | null; wrapper: HTMLElement | null; chat: HTMLElement | null; close: HTMLElement | null };

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
    trackFloatingClicks(parts.wrapper, '.e-contact-buttons__send-button', ctx);
  },
};

export default contactButtons;
