// Page-wide: takes popup documents out of the page until shown, counts the visit, checks each popup's conditions and
// arms its triggers, and opens popups from `open_selector` clicks (popups added later included).
import type { BehaviourContext, LoadedBehaviour } from '../../core/types.ts';
import { armPopup } from './arm.ts';
import { collectPopups, knownPopups, POPUP_SELECTOR, restorePopups, type PopupDocument } from './documents.ts';
import { closeAllPopups, openPopup } from './popup.ts';
import { countVisit } from './visitor-counters.ts';
import { isValidSelector } from '../../shared/dom.ts';

/** One delegated listener for every popup's `open_selector`, so matches added later work too. */
function bindOpenSelectors(popups: PopupDocument[], ctx: BehaviourContext): void {
  document.body.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    for (const popup of popups) {
      const match = target.closest(popup.settings.openSelector);
      // No preventDefault, as in the original: a matching link keeps doing what it does.
      if (match) openPopup(popup.id, { opener: match });
    }
  }, { signal: ctx.signal });
}

function startPopup(popup: PopupDocument, ctx: BehaviourContext, withSelector: PopupDocument[]): void {
  for (const warning of popup.warnings) ctx.warn(`${popup.id}:${warning.key}`, `popup ${popup.id}: ${warning.message}`);
  const selector = popup.settings.openSelector;
  if (!selector) return;
  if (isValidSelector(selector)) withSelector.push(popup);
  else ctx.warn(`${popup.id}:open_selector`, `popup ${popup.id}: open_selector "${selector.slice(0, 80)}" is not a valid selector; ignored`);
}

/** Popups the page adds later (a form or load-more response) are taken out too and answer their `open_selector`. */
function watchLaterPopups(ctx: BehaviourContext, withSelector: PopupDocument[]): void {
  const started = new Set(knownPopups());
  const observer = new MutationObserver(() => {
    if (!document.querySelector(POPUP_SELECTOR)) return;
    collectPopups();
    for (const popup of knownPopups()) {
      if (started.has(popup)) continue;
      started.add(popup);
      startPopup(popup, ctx, withSelector);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  ctx.signal.addEventListener('abort', () => observer.disconnect());
}

const popups: LoadedBehaviour = {
  start: (ctx) => {
    const withSelector: PopupDocument[] = [];
    // Popups an action link opened before this behaviour started were collected already: all are started here.
    collectPopups();
    const found = knownPopups();
    for (const popup of found) startPopup(popup, ctx, withSelector);
    bindOpenSelectors(withSelector, ctx);
    watchLaterPopups(ctx, withSelector);
    ctx.signal.addEventListener('abort', () => {
      closeAllPopups();
      restorePopups();
    });
    // The editor shows every popup at once, with no conditions, triggers or counters.
    if (ctx.config.edit) for (const popup of found) openPopup(popup.id, { edit: true });
    else {
      // Every page of a site with popups counts the visit (Pro's flag), popup or not, as the original does, so page-view
      // and session conditions fire on the same visit; sites without popups get nothing written.
      if (found.length > 0 || ctx.config.pro?.hasPopups) countVisit();
      for (const popup of found) armPopup(popup, ctx);
    }
  },
};

export default popups;
