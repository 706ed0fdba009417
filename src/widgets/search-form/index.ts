// Search form (`search-form`): the full-screen skin's overlay (open, close, Escape, focus) and the input focus class.
import { oneOf } from '../../shared/checks.ts';
import type { MountContext, WispModule } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';

export type SearchFormSettings = {
  /**
   * `classic` and `minimal` mark the form while its input has focus; `full_screen` opens the input over the page.
   * @default 'classic'
   */
  skin: 'classic' | 'minimal' | 'full_screen';
};

const FIELDS: Fields<SearchFormSettings> = {
  skin: { schema: oneOf(['classic', 'minimal', 'full_screen']), fallback: 'classic' },
};

const OPEN_CLASSES = ['elementor-search-form--full-screen', 'elementor-lightbox'];

type Parts = { form: HTMLElement; input: HTMLInputElement; container: HTMLElement; toggle: HTMLElement | null; icon: HTMLElement | null };

function collect(ctx: MountContext, skin: SearchFormSettings['skin']): Parts | string {
  const form = ctx.own('.elementor-search-form')[0];
  const input = ctx.own<HTMLInputElement>('input.elementor-search-form__input')[0];
  const container = ctx.own('.elementor-search-form__container')[0];
  const toggle = ctx.own('.elementor-search-form__toggle')[0] ?? null;
  if (!form || !input || !container) return 'no .elementor-search-form with a __container and an input.elementor-search-form__input';
  if (skin === 'full_screen' && !toggle) return 'the full_screen skin needs an .elementor-search-form__toggle';
  return { form, input, container, toggle, icon: ctx.own('.elementor-search-form__icon')[0] ?? null };
}

function startFullScreen({ input, container, toggle }: Parts, ctx: MountContext): void {
  if (!toggle) return;
  const isOpen = () => container.classList.contains(OPEN_CLASSES[0] ?? '');
  const set = (open: boolean) => {
    if (open === isOpen() || !ctx.emit(`before-search-${open ? 'open' : 'close'}`, undefined, true)) return;
    container.classList.toggle(OPEN_CLASSES[0] ?? '', open);
    container.classList.toggle(OPEN_CLASSES[1] ?? '', open);
    toggle.setAttribute('aria-expanded', String(open));
    // Focus goes into the input on opening and back to the toggle on closing, so keyboard users are never lost.
    (open ? input : toggle).focus();
    ctx.emit(`search-${open ? 'open' : 'close'}`);
  };
  const { signal } = ctx;
  toggle.setAttribute('aria-expanded', 'false');
  toggle.addEventListener('click', () => set(true), { signal });
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    set(true);
  }, { signal });
  container.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The backdrop is the container itself; its close button is the dialog close button.
    if (target === container || target.closest('.dialog-close-button')) set(false);
  }, { signal });
  // Escape closes it wherever focus is, as the original (Tab can leave the overlay: neither traps it).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) set(false);
  }, { signal });
  container.addEventListener('keydown', (event) => {
    const close = (event.target as Element).closest('.dialog-close-button');
    if (close && (event.key === 'Enter' || event.key === ' ')) (event.preventDefault(), set(false));
  }, { signal });
}

const searchForm: WispModule<SearchFormSettings> = {
  parse: (raw) => ({ ok: true, ...readFields(raw, FIELDS) }),
  mount(_root, settings, ctx) {
    const parts = collect(ctx, settings.skin);
    if (typeof parts === 'string') return ctx.warn('markup', parts), false;
    const { form, input, icon } = parts;
    if (settings.skin === 'full_screen') return startFullScreen(parts, ctx);
    input.addEventListener('focus', () => form.classList.add('elementor-search-form--focus'), { signal: ctx.signal });
    input.addEventListener('blur', () => form.classList.remove('elementor-search-form--focus'), { signal: ctx.signal });
    if (settings.skin === 'minimal') icon?.addEventListener('click', () => input.focus(), { signal: ctx.signal });
  },
};

export default searchForm;
