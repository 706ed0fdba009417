// Shape dividers in edit mode: the editor prints their containers empty, so the SVG is fetched from the assets and inserted.
import type { WispModule } from '../../core/types.ts';
import { safeFetch } from './fetch.ts';

type Side = 'top' | 'bottom';
type ShapeSettings = { shapes: Array<{ side: Side; name: string; negative: boolean }> };

/** Shape names are file names in the assets folder: anything else never reaches the URL. */
const SHAPE_NAME = /^[a-z0-9][a-z0-9-]*$/i;
const SIDES: readonly Side[] = ['top', 'bottom'];

/** `> .elementor-shape-{side}`, or inside `> .e-con-inner` for boxed containers. */
function findContainer(root: HTMLElement, side: Side): HTMLElement | null {
  for (const holder of [root, ...root.querySelectorAll<HTMLElement>(':scope > .e-con-inner')]) {
    const found = [...holder.children].find((child) => child.classList.contains(`elementor-shape-${side}`));
    if (found instanceof HTMLElement) return found;
  }
  return null;
}

const shapeDividers: WispModule<ShapeSettings> = {
  parse: (raw) => {
    const shapes: ShapeSettings['shapes'] = [];
    for (const side of SIDES) {
      const name = raw[`shape_divider_${side}`];
      // `custom` shapes come from the media library through the editor, not from the assets folder.
      if (typeof name !== 'string' || name === '' || name === 'custom') continue;
      if (!SHAPE_NAME.test(name)) return { ok: false, key: `shape_divider_${side}`, message: `"${name}" is not a shape name` };
      shapes.push({ side, name, negative: Boolean(raw[`shape_divider_${side}_negative`]) });
    }
    return { ok: true, settings: { shapes } };
  },
  mount: (root, settings, ctx) => {
    // Published pages print the SVG inline: only the editor's preview needs fetching (and only it is allowed to).
    if (!ctx.config.edit) return;
    const found = settings.shapes.map((shape) => ({ ...shape, container: findContainer(root, shape.side) }));
    const missing = found.find((shape) => !shape.container);
    if (missing) {
      ctx.warn('markup', `no .elementor-shape-${missing.side} for shape "${missing.name}"; left as it is`);
      return false;
    }
    for (const { side, name, negative, container } of found) {
      if (!container || container.querySelector('svg')) continue;
      container.setAttribute('data-shape', name);
      const url = `${ctx.config.urls.assets}shapes/${name}${negative ? '-negative' : ''}.svg`;
      void safeFetch(url, ctx.signal).then((svg) => {
        if (svg) container.replaceChildren(svg);
        else ctx.warn(`shape-${side}`, `could not load ${url} as an SVG; the divider stays empty`);
      });
    }
  },
};

export default shapeDividers;
