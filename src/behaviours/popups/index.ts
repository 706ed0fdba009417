// Page-wide: takes popup documents out of the page until shown, counts the visit, checks each popup's conditions and
// arms its triggers, and opens popups from `open_selector` clicks (popups added later included).
import type { BehaviourContext, LoadedBehaviour } from '../../core/types.ts';
import { armPopup } from './arm.ts';
import { collectPopups, knownPopups, POPUP_SELECTOR, restorePopups, type PopupDocument } from './documents.ts';
import { answerPopupLinks } from './fetch-actions.ts';
import { answerPopupLink } from './link-click.ts';
import { closeAllPopupsWhenLoaded, openPopupWhenLoaded } from './show-lazy.ts';
import { countVisit } from '../visitor-counters/count.ts';
import { inNextTask } from '../../shared/next-task.ts';
import type { PageSelector } from './page-selector.ts';

type Entry = { popup: PopupDocument; selector: PageSelector };
/**
 * The `open_selector`s read so far and, while their code (a chunk of its own) is on its way, the targets of clicks
 * meanwhile: a tap right after load still opens its popup once the selector is in.
 */
type Selectors = { read: Entry[]; pending: number; early: Element[] };

function openMatching({ popup, selector }: Entry, target: Element, ctx: BehaviourContext): void {
  const match = selector.closest(target);
  // No preventDefault, as in the original: a matching link keeps doing what it does.
  if (match) openPopupWhenLoaded(ctx.signal, popup.id, { opener: match });
}

/** One delegated listener for every popup's `open_selector`, so matches added later work too. */
function bindOpenSelectors(selectors: Selectors, ctx: BehaviourContext): void {
  document.body.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    for (const entry of selectors.read) openMatching(entry, target, ctx);
    if (selectors.pending) selectors.early.push(target);
  }, { signal: ctx.signal });
}

/** Reads `open_selector` (loaded only for popups that have one; jQuery's extensions work as with the original). */
async function addOpenSelector(popup: PopupDocument, text: string, ctx: BehaviourContext, selectors: Selectors): Promise<void> {
  selectors.pending += 1;
  try {
    const { toSettingSelector } = await import('./page-selector.ts');
    if (ctx.signal.aborted) return;
    const selector = toSettingSelector(popup.id, 'open_selector', text, ['ignored', 'it matches nothing'], ctx.warn);
    if (!selector) return;
    const entry = { popup, selector };
    selectors.read.push(entry);
    // The clicks kept while selectors were being read; those read before this one have answered them already.
    for (const target of selectors.early) openMatching(entry, target, ctx);
  } finally {
    if (--selectors.pending === 0) selectors.early = [];
  }
}

function startPopup(popup: PopupDocument, ctx: BehaviourContext, selectors: Selectors): void {
  for (const warning of popup.warnings) ctx.warn(`${popup.id}:${warning.key}`, `popup ${popup.id}: ${warning.message}`);
  const text = popup.settings.openSelector;
  if (text) void addOpenSelector(popup, text, ctx, selectors);
}

/** Popups the page adds later (a form or load-more response) are taken out too and answer their `open_selector`. */
function watchLaterPopups(ctx: BehaviourContext, selectors: Selectors): void {
  const started = new Set(knownPopups());
  const observer = new MutationObserver(() => {
    if (!document.querySelector(POPUP_SELECTOR)) return;
    collectPopups();
    for (const popup of knownPopups()) {
      if (started.has(popup)) continue;
      started.add(popup);
      startPopup(popup, ctx, selectors);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  ctx.signal.addEventListener('abort', () => observer.disconnect());
}

const popups: LoadedBehaviour = {
  start: (ctx) => {
    const selectors: Selectors = { read: [], pending: 0, early: [] };
    // Popups an action link opened before this behaviour started were collected already: all are started here.
    collectPopups();
    const found = knownPopups();
    for (const popup of found) startPopup(popup, ctx, selectors);
    bindOpenSelectors(selectors, ctx);
    watchLaterPopups(ctx, selectors);
    ctx.signal.addEventListener('abort', () => {
      closeAllPopupsWhenLoaded();
      restorePopups();
    });
    // The editor shows every popup at once, with no conditions, triggers or counters.
    if (ctx.config.edit) for (const popup of found) openPopupWhenLoaded(ctx.signal, popup.id, { edit: true });
    else {
      // A popup link's click is answered here from now on, drawn in its own task (link-click.ts).
      if (found.length > 0) answerPopupLinks((target, act) => answerPopupLink(target, ctx.signal, act), ctx.signal);
      // Every page of a site with popups counts the visit (Pro's flag), popup or not, as the original does, so page-view
      // and session conditions fire on the same visit; sites without popups get nothing written.
      // In a task after the start's: the visit's storage writes (the page's first storage access, which loads it) and the
      // conditions made it a long task on a phone. A trigger cannot fire sooner than that anyway.
      inNextTask(() => {
        if (found.length > 0 || ctx.config.pro?.hasPopups) countVisit();
        for (const popup of found) void armPopup(popup, ctx);
      }, ctx.signal);
    }
  },
};

export default popups;
