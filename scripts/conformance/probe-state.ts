// Reads the tab/accordion/toggle items of one widget from the page, and waits for a state; shared by the probes.
import type { Locator, Page } from '@playwright/test';

export type TitleState = { index: number; tab: string; mobile: boolean; active: boolean; selected: string | null; expanded: string | null; visible: boolean };
export type ContentState = { tab: string; active: boolean; hidden: boolean; visible: boolean; open: boolean };
export type ItemsState = { titles: TitleState[]; contents: ContentState[] };

// Kept as a string: tsx adds helpers (`__name`) to compiled functions that do not exist inside the page.
const READ_ITEMS = `(selector) => {
  const root = document.querySelector(selector);
  if (!root) return null;
  const isVisible = (el) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };
  const all = [...root.querySelectorAll('.elementor-tab-title')];
  const own = (el) => el.closest('.elementor-element') === root;
  const titles = all.map((el, index) => ({ el, index })).filter(({ el }) => own(el)).map(({ el, index }) => ({
    index, tab: el.getAttribute('data-tab') || '', mobile: el.classList.contains('elementor-tab-mobile-title'),
    active: el.classList.contains('elementor-active'), selected: el.getAttribute('aria-selected'),
    expanded: el.getAttribute('aria-expanded'), visible: isVisible(el),
  }));
  const contents = [...root.querySelectorAll('.elementor-tab-content')].filter(own).map((el) => {
    const visible = isVisible(el);
    const hidden = el.hasAttribute('hidden');
    return { tab: el.getAttribute('data-tab') || '', active: el.classList.contains('elementor-active'), hidden, visible,
      open: visible && !hidden && el.getBoundingClientRect().height > 0 };
  });
  return { titles, contents };
}`;

export type ProbeContext = { page: Page; root: Locator; selector: string; viewport: 'desktop' | 'mobile' };

export async function readItems(ctx: ProbeContext): Promise<ItemsState> {
  const state = await ctx.page.evaluate(`(${READ_ITEMS})(${JSON.stringify(ctx.selector)})`);
  if (!state) throw new Error(`${ctx.selector} is gone`);
  return state as ItemsState;
}

/** Polls until `check` returns null (met) or the time is up; returns the last failure or null. */
export async function waitForItems(ctx: ProbeContext, check: (state: ItemsState) => string | null, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = check(await readItems(ctx));
    if (failure === null || Date.now() > deadline) return failure;
    await ctx.page.waitForTimeout(50);
  }
}

/** Clicks the title at `index` among the root's `.elementor-tab-title` matches, as a user would. */
export async function clickTitle(ctx: ProbeContext, index: number): Promise<void> {
  const title = ctx.root.locator('.elementor-tab-title').nth(index);
  await title.click({ timeout: 3000 }).catch(async () => {
    // Captured pages carry no styles, so another element may cover the title; a DOM click still tests the handler.
    await title.dispatchEvent('click');
  });
}

export const contentOf = (state: ItemsState, tab: string): ContentState | undefined => state.contents.find((item) => item.tab === tab);
export const titlesOf = (state: ItemsState, tab: string): TitleState[] => state.titles.filter((item) => item.tab === tab);
