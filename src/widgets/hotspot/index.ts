// Pro hotspot (`hotspot.default`): tooltips open on click or hover per device, keyboard and ARIA, staggered entrance.
import type { MountContext, WispModule } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import { parse, toTrigger, type HotspotSettings } from './settings.ts';
import { isOpen, markDirection, setOpen, startSequence, toSpot, type Spot } from './spots.ts';

type Control = { trigger(): HotspotSettings['tooltip_trigger']; change(spot: Spot, open: boolean): void; isTouchLink(spot: Spot): boolean };

/** The button becomes a keyboard-reachable toggle (unless it is already a button or inside a link). */
function bindSpot(spot: Spot, control: Control, signal: AbortSignal): void {
  const { element, button } = spot;
  if (!(button instanceof HTMLButtonElement) && !button.closest('a')) {
    button.setAttribute('role', 'button');
    if (!button.hasAttribute('tabindex')) button.setAttribute('tabindex', '0');
  }
  button.setAttribute('aria-expanded', String(isOpen(spot)));
  if (spot.tooltip.id) button.setAttribute('aria-controls', spot.tooltip.id);
  button.addEventListener('click', (event) => {
    if (control.trigger() !== 'click') return;
    // A link hotspot opens its tooltip on the first press rather than leaving the page.
    if (element instanceof HTMLAnchorElement && !isOpen(spot)) event.preventDefault();
    control.change(spot, !isOpen(spot));
  }, { signal });
  const hover = (open: boolean) => () => {
    if (control.trigger() === 'mouseenter' && !control.isTouchLink(spot)) control.change(spot, open);
  };
  button.addEventListener('mouseenter', hover(true), { signal });
  element.addEventListener('mouseleave', hover(false), { signal });
  button.addEventListener('keydown', (event) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || control.trigger() === 'none') return;
    event.preventDefault();
    control.change(spot, !isOpen(spot));
  }, { signal });
}

function toControl(spots: readonly Spot[], settings: HotspotSettings, ctx: MountContext): Control {
  const read = (key: string) => readResponsive(settings.responsive, key, ctx.device(), ctx.config.breakpoints);
  return {
    trigger: () => toTrigger(read('tooltip_trigger'), settings.tooltip_trigger),
    // On phones, hover events on link hotspots are ignored, as in the original.
    isTouchLink: (spot) => spot.element instanceof HTMLAnchorElement && ctx.device().startsWith('mobile'),
    change(spot, open) {
      const detail = { open, index: spots.indexOf(spot) };
      if (isOpen(spot) === open || !ctx.emit('before-hotspot-toggle', detail, true)) return;
      if (open) markDirection(spot, read('tooltip_position'));
      setOpen(spots, open ? spot : null);
      ctx.emit('hotspot-toggle', detail);
    },
  };
}

const hotspot: WispModule<HotspotSettings> = {
  parse,
  mount(root, settings, ctx) {
    const all = ctx.own('.e-hotspot');
    if (all.length === 0) {
      ctx.warn('markup', 'the hotspot widget has no .e-hotspot');
      return false;
    }
    const spots = all.filter((element) => !element.classList.contains('e-hotspot--no-tooltip')).map(toSpot).filter((spot): spot is Spot => spot !== null);
    const control = toControl(spots, settings, ctx);
    for (const spot of spots) bindSpot(spot, control, ctx.signal);
    root.addEventListener('keydown', (event) => {
      const open = spots.find(isOpen);
      if (event.key !== 'Escape' || !open) return;
      control.change(open, false);
      open.button.focus();
    }, { signal: ctx.signal });
    if (settings.hotspot_sequenced_animation !== 'no') startSequence(root, all, settings.hotspot_sequenced_animation_duration, ctx.signal);
    return () => setOpen(spots, null);
  },
};

export default hotspot;
