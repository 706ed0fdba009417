// Stretched section (`stretch_section: section-stretched`): the section spans the whole window, or the element the kit's
// `stretched_section_container` selector names, however narrow the theme's content column is: an inline width and a
// negative left (right on RTL pages) offset that lines it up with that container, measured again on every resize and
// when the section sticks or unsticks.
import type { WispModule } from '../../core/types.ts';

type StretchSettings = { stretched: boolean };

const STRETCHED_CLASS = 'elementor-section-stretched';
// Turns the hosts' prepaint rule off for this section (tools/prepaint.ts), so the section is measured where the theme lays it out.
const MEASURED_MARK = 'data-wisp-stretched';
// elements/sticky's events, named here rather than imported: an import would make a shared chunk, a request more.
const STICKY_EVENTS = ['sticky:stick', 'sticky:unstick'];

/** The kit's container, or null for the window: a selector that is not valid CSS, or matches nothing, means the window. */
function findContainer(selector: unknown): HTMLElement | null {
  if (typeof selector !== 'string' || selector.trim() === '') return null;
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    return null;
  }
}

/** The inline width and offset the original writes, from the section's place once those are cleared. */
function measure(root: HTMLElement, container: HTMLElement | null, rtl: boolean, editing: boolean): { width: number; offset: number } {
  const fixed = getComputedStyle(root).position === 'fixed';
  const elementLeft = root.getBoundingClientRect().left + scrollX;
  const width = container ? container.clientWidth : document.documentElement.clientWidth;
  let offset = fixed ? 0 : elementLeft;
  if (container) {
    const containerLeft = container.getBoundingClientRect().left + scrollX;
    if (fixed) offset = containerLeft;
    if (elementLeft > containerLeft) offset = elementLeft - containerLeft;
  } else if (editing && rtl) {
    // The editor's preview of an RTL page leaves room for the scrollbar, as the original does there.
    offset -= innerWidth - width;
  }
  if (!fixed) offset = -(rtl ? width - (root.offsetWidth + offset) : offset);
  return { width, offset };
}

const stretchedSection: WispModule<StretchSettings> = {
  parse: (raw) => ({ ok: true, settings: { stretched: raw['stretch_section'] === 'section-stretched' } }),
  mount: (root, settings, ctx) => {
    // As the original: the setting, and on a published page the class the server prints with it.
    if (!settings.stretched || (!ctx.config.edit && !root.classList.contains(STRETCHED_CLASS))) return;
    const side = ctx.config.isRtl ? 'right' : 'left';
    const reset = () => {
      root.style.removeProperty('width');
      root.style.removeProperty(side);
    };
    const stretch = () => {
      root.setAttribute(MEASURED_MARK, '');
      reset();
      const { width, offset } = measure(root, findContainer(ctx.config.kit['stretched_section_container']), ctx.config.isRtl, ctx.config.edit);
      root.style.width = `${width}px`;
      root.style.setProperty(side, `${offset}px`);
    };
    stretch();
    addEventListener('resize', stretch, { signal: ctx.signal });
    for (const type of STICKY_EVENTS) root.addEventListener(type, stretch, { signal: ctx.signal });
    return () => {
      reset();
      root.removeAttribute(MEASURED_MARK);
    };
  },
};

export default stretchedSection;
