// Floating bar (`floating-bars-var-1.default`, the free announcement bar): a bar at the top that is not sticky moves to
// the start of the page; a sticky one at the top sits below the admin bar and pads the page by its height, and top
// sticky elements stop below it (elements/sticky reads BAR_EVENT); the close button and Escape inside the bar hide it;
// the call to action runs its entrance animation; the bar takes focus on load as the original gives it (an alert
// dialog); clicks on the call to action are counted for the site.
import type { MountContext, WispModule } from '../../core/types.ts';
import { animationOf, trackFloatingClicks } from '../../shared/floating-buttons.ts';
import { toFiniteNumber } from '../../shared/guards.ts';
import { backupStyles } from '../../shared/inline-style.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

type BarSettings = Record<string, unknown>;

/** Told on the document when a sticky top bar shows, changes height or hides: top sticky elements re-measure. */
export const BAR_EVENT = 'wisp:floating-bar';
/** The original lifts the entrance's hiding class this long after the animation's delay. */
const ENTRANCE_GRACE_MS = 500;

/**
 * The floating-buttons document holding the bar goes first in the body, after the admin bar, as the original puts it.
 * A bar in any other document stays where it is: moving that document would move the page's own content with it.
 */
function moveToTop(root: HTMLElement, signal: AbortSignal): void {
  const documentRoot = root.closest<HTMLElement>('[data-elementor-type="floating-buttons"]');
  if (!documentRoot) return;
  const parent = documentRoot.parentNode;
  const next = documentRoot.nextSibling;
  const adminBar = document.getElementById('wpadminbar');
  if (adminBar) adminBar.after(documentRoot);
  else document.body.prepend(documentRoot);
  signal.addEventListener('abort', () => {
    if (parent?.isConnected && (!next || next.parentNode === parent)) parent.insertBefore(documentRoot, next);
  }, { once: true });
}

/**
 * Focus on the bar as the original gives it at load, unless focus is somewhere already (the visitor's, or another bar's);
 * the bar is in the tab order either way, as every bar is in the original.
 */
function focusBar(main: HTMLElement): void {
  main.setAttribute('tabindex', '0');
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return;
  // No scroll: a bar lower down must not pull the page away from where it opened (a link's target, a restored scroll).
  main.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
}

/** The call to action's entrance: animated once, then visible; the bar is focused after it, as in the original. */
function enter(cta: HTMLElement, main: HTMLElement, settings: BarSettings, ctx: MountContext): void {
  const name = prefersReducedMotion() ? '' : animationOf(settings, 'style_cta_button_animation', ctx);
  const done = () => {
    cta.classList.remove('animated', 'has-entrance-animation', ...(name ? [name] : []));
    cta.classList.add('visible');
    focusBar(main);
  };
  if (!name) return done();
  cta.classList.add('animated', name);
  const delay = Math.max(0, toFiniteNumber(settings['style_cta_button_animation_delay'], 0));
  const timer = setTimeout(() => cta.classList.remove('has-entrance-animation'), delay + ENTRANCE_GRACE_MS);
  ctx.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  // Once: a hover animation on the button later ends with the same event, and must not take focus again.
  cta.addEventListener('animationend', done, { once: true, signal: ctx.signal });
}

/** A sticky bar at the top: below the admin bar, the page padded by its height while it shows. */
function holdTop(main: HTMLElement, signal: AbortSignal): () => void {
  const restoreMain = backupStyles(main, ['top']);
  const restoreBody = backupStyles(document.body, ['padding-top']);
  const adminBar = document.getElementById('wpadminbar');
  if (adminBar) main.style.top = `${adminBar.offsetHeight}px`;
  const tell = () => document.dispatchEvent(new Event(BAR_EVENT));
  const pad = () => {
    if (main.classList.contains('is-hidden')) restoreBody();
    else document.body.style.paddingTop = `${main.offsetHeight}px`;
    tell();
  };
  // The bar's height follows the window's width and the fonts: the padding follows it.
  const observer = new ResizeObserver(pad);
  observer.observe(main);
  pad();
  signal.addEventListener('abort', () => {
    observer.disconnect();
    restoreMain();
    restoreBody();
    tell();
  }, { once: true });
  return pad;
}

const floatingBars: WispModule<BarSettings> = {
  parse: (raw) => ({ ok: true, settings: raw }),
  mount: (root, settings, ctx) => {
    const main = root.querySelector<HTMLElement>('.e-floating-bars');
    if (!main) {
      ctx.warn('markup', 'no .e-floating-bars; left as it is');
      return false;
    }
    const { signal } = ctx;
    const cta = main.querySelector<HTMLElement>('.e-floating-bars__cta-button');
    const top = main.classList.contains('has-vertical-position-top');
    const sticky = main.classList.contains('is-sticky');
    if (top && !sticky) moveToTop(root, signal);
    const update = top && sticky ? holdTop(main, signal) : () => undefined;
    const close = () => {
      main.classList.add('is-hidden');
      update();
    };
    main.querySelector('.e-floating-bars__close-button')?.addEventListener('click', close, { signal });
    addEventListener('keyup', (event) => {
      if (event.key === 'Escape' && main.contains(document.activeElement)) close();
    }, { signal });
    if (cta?.classList.contains('has-entrance-animation')) enter(cta, main, settings, ctx);
    else focusBar(main);
    const added: [Element | null, string][] = [
      [main.closest('.e-con-inner'), 'e-con-inner--floating-bars'],
      [main.closest('.e-con'), 'e-con--floating-bars'],
    ];
    for (const [element, name] of added) element?.classList.add(name);
    signal.addEventListener('abort', () => {
      for (const [element, name] of added) element?.classList.remove(name);
    }, { once: true });
    trackFloatingClicks(main, '.e-floating-bars__cta-button', ctx);
  },
};

export default floatingBars;
