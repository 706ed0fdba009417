// The playlist's markup: one item per video panel, paired with its tab title, player host, inner tabs and repeater id.
import type { MountContext } from '../../core/types.ts';

export type Provider = 'youtube' | 'vimeo' | 'hosted';

export type Item = {
  /** `data-tab`: the 1-based position among all repeater entries, sections included. */
  index: number;
  /** The repeater `_id`, used in URLs and storage; null when the page printed none. */
  id: string | null;
  provider: Provider;
  url: string;
  title: string;
  duration: string;
  tab: HTMLElement;
  panel: HTMLElement;
  /** The empty `div` the player replaces (or fills, for Vimeo). */
  host: HTMLElement;
  /** This item's panel in `.e-tabs-inner-tabs`, when it has one. */
  inner: HTMLElement | null;
};

export type Markup = {
  list: HTMLElement;
  mainArea: HTMLElement;
  wrapper: HTMLElement | null;
  toggle: HTMLElement | null;
  overlay: HTMLElement | null;
  items: Item[];
  /** Video entries, sections excluded, as the original counts them. */
  amount: number;
};

const PROVIDERS: readonly string[] = ['youtube', 'vimeo', 'hosted'];
const isProvider = (value: string): value is Provider => PROVIDERS.includes(value);
const OVERLAY = 'elementor-custom-embed-image-overlay';

const byTab = (elements: HTMLElement[], index: string) => elements.find((element) => element.dataset['tab'] === index) ?? null;

function toHost(panel: HTMLElement): HTMLElement | null {
  const first = panel.firstElementChild;
  return first instanceof HTMLElement && first.tagName === 'DIV' && !first.classList.contains(OVERLAY) ? first : null;
}

/** One item, or the reason the panel cannot play. */
function toItem(panel: HTMLElement, position: number, ids: Array<string | null>, titles: HTMLElement[], inners: HTMLElement[]): Item | string {
  const provider = panel.dataset['videoType'] ?? '';
  const tabIndex = panel.dataset['tab'] ?? '';
  const index = Number(tabIndex);
  if (!isProvider(provider)) return `panel ${position + 1} has an unknown data-video-type ${JSON.stringify(provider)}`;
  const tab = byTab(titles, tabIndex);
  const host = toHost(panel);
  if (!Number.isInteger(index) || index < 1 || !tab) return `panel ${position + 1} has no .e-tab-title with data-tab="${tabIndex}"`;
  if (!host) return `panel ${position + 1} has no empty div for its player`;
  return {
    index, id: ids[position] ?? null, provider, tab, panel, host,
    url: panel.dataset['videoUrl'] ?? '',
    title: panel.dataset['videoTitle'] ?? '',
    duration: panel.dataset['videoDuration'] ?? '',
    inner: byTab(inners, tabIndex),
  };
}

/** Everything the widget needs, or the reason it cannot mount; `skipped` lists panels left out. */
export function collectMarkup(ctx: MountContext, ids: Array<string | null>): { markup: Markup; skipped: string[] } | string {
  const list = ctx.own('.e-tabs-items')[0];
  const mainArea = ctx.own('.e-tabs-main-area')[0];
  if (!list || !mainArea) return 'no .e-tabs-main-area with an .e-tabs-items list';
  const panels = ctx.own('.e-tabs-content-wrapper .e-tab-content');
  const titles = ctx.own('.e-tab-title');
  const inners = ctx.own('.e-tabs-inner-tabs .e-tab-content');
  const items: Item[] = [];
  const skipped: string[] = [];
  panels.forEach((panel, position) => {
    if (panel.dataset['videoType'] === 'section') return;
    const item = toItem(panel, position, ids, titles, inners);
    if (typeof item === 'string') skipped.push(item);
    else items.push(item);
  });
  if (items.length === 0) return 'no video panel (.e-tabs-content-wrapper .e-tab-content) with a matching .e-tab-title';
  return {
    markup: {
      list, mainArea, items,
      wrapper: ctx.own('.e-tabs-items-wrapper')[0] ?? null,
      toggle: ctx.own('.e-tabs-toggle-videos-display-button')[0] ?? null,
      overlay: ctx.own(`.${OVERLAY}`)[0] ?? null,
      amount: panels.filter((panel) => panel.dataset['videoType'] !== 'section').length,
    },
    skipped,
  };
}
