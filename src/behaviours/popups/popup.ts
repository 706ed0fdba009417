// Opening and closing popups: one dialog per popup, a fresh copy of its document each time (as the original); their
// order is the stack signal (stack.ts).
import { readEntry, writeEntry } from '../../shared/storage.ts';
import { playAnimation, toAnimation } from './animation.ts';
import { findPopup, type PopupDocument } from './documents.ts';
import { drawPopup, eraseDrawing, type Drawing } from './draw.ts';
import { emitWisp } from './emit.ts';
import { dispatchBuilderEvent, type PopupInstance } from './events.ts';
import { focusFirst, returnFocus } from '../../shared/focus.ts';
import { countShowing } from './impressions-count.ts';
import { bindShowing } from './listeners.ts';
import { disableKey } from './storage-keys.ts';
import { registerShowing, takeEarlyDrawing } from './show-lazy.ts';
import { anyShown, dropPopup, isTopPopup, openPopups, pushPopup, topPopup } from './stack.ts';

/** One showing: the popup, its drawing on screen (dialog, copy, entrance), where focus returns, its listeners' signal. */
type Showing = { popup: PopupDocument; drawing: Drawing; opener: Element | null; controller: AbortController };

export type OpenOptions = {
  /** Close instead when it is already open (`popup:open` with `toggle`). */
  toggle?: boolean;
  /** Where focus returns on close; defaults to the focused element. */
  opener?: Element | null;
  /** Opened by a trigger: `avoid_multiple_popups` applies (the documented intent; see the README). */
  byTrigger?: boolean;
  /** Edit mode: shown whatever storage says, as the editor preview does. */
  edit?: boolean;
};
export type OpenOutcome = 'opened' | 'closed' | 'already-open' | 'disabled' | 'unknown' | 'cancelled' | 'avoided';

/** Each open popup's showing; their order (which is on top) is the stack signal's. */
const showing = new Map<string, Showing>();
/** Exit animations still running, by popup: calling one finishes it at once. */
const closing = new Map<string, () => void>();
const isPopupDisabled = (id: string) => Boolean(readEntry(disableKey(id)));

const toInstance = ({ popup, drawing }: Showing): PopupInstance => ({ id: Number(popup.id), element: drawing.copy, modal: drawing.modal.root });

/** A name for the dialog: the popup's first heading, as a screen reader would announce it. */
function toDialogLabel(copy: HTMLElement, fallback: string): string {
  const heading = copy.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? text.slice(0, 150) : fallback;
}

/**
 * Shows `popup`, over its drawing when it was drawn early (show-lazy.ts: asked for before this chunk was here), else
 * drawn now.
 */
function show(popup: PopupDocument, opener: Element | null, early: Drawing | undefined): void {
  const drawing = early ?? drawPopup(popup);
  const { modal, copy } = drawing;
  // Named here, not as drawn: assistive technology meets the dialog as focus moves in, after this.
  modal.root.setAttribute('aria-label', toDialogLabel(copy, 'Popup'));
  const state: Showing = { popup, drawing, opener, controller: new AbortController() };
  showing.set(popup.id, state);
  pushPopup({ id: popup.id, preventScroll: popup.settings.preventScroll, root: modal.root });
  const { settings } = popup;
  const answerPresses = bindShowing({ modal, settings, signal: state.controller.signal, close: () => closePopup(popup.id), isTop: () => isTopPopup(popup.id) });
  const instance = toInstance(state);
  dispatchBuilderEvent('show', instance);
  emitWisp(modal.root, 'popup-open', instance);
  countShowing(popup.id, 'open');
  // Focus moves in once the entrance animation has ended, as in the original (not while the content still slides in),
  // and only while this showing lasts: closing early ends the animation too.
  drawing.onEntered = () => {
    if (settings.a11y && showing.get(popup.id) === state) focusFirst(modal.root);
  };
  if (drawing.entered) drawing.onEntered();
  // What the visitor pressed while only the drawing was here, answered now that the showing's events have gone out.
  answerPresses(drawing.takePresses());
}

/** Opens popup `id` unless it is unknown, disabled by "do not show again", or a listener cancels it. */
export function openPopup(id: string, options: OpenOptions = {}): OpenOutcome {
  // Drawn early: `before-popup-open` was asked then, so it is not asked twice.
  const early = takeEarlyDrawing(id);
  const outcome = decideOpen(id, options, early);
  if (outcome !== 'opened' && early) eraseDrawing(early);
  return outcome;
}

function decideOpen(id: string, options: OpenOptions, early: Drawing | undefined): OpenOutcome {
  const popup = findPopup(id);
  if (!popup) return 'unknown';
  if (showing.has(id)) {
    if (!options.toggle) return 'already-open';
    closePopup(id);
    return 'closed';
  }
  if (!options.edit && isPopupDisabled(id)) return 'disabled';
  if (options.byTrigger && popup.settings.avoidMultiple && anyShown()) return 'avoided';
  if (!early && !emitWisp(document, 'before-popup-open', { id: Number(id) }, true)) return 'cancelled';
  closing.get(id)?.();
  show(popup, options.opener ?? document.activeElement, early);
  return 'opened';
}

/**
 * Focus goes back to the opener; when the opener has left the page or sits in a popup that is no longer open (a popup
 * opened from inside another that has closed since), into the popup now on top instead of being lost on the body.
 * A popup closing below another leaves focus where it is, in the one on top.
 */
function returnFocusFrom(closing: HTMLElement, opener: Element | null): void {
  const focused = document.activeElement;
  if (focused && focused !== document.body && !closing.contains(focused)) return;
  const inPopup = opener?.closest('.elementor-popup-modal');
  const gone = !opener?.isConnected || (inPopup && !openPopups().some(({ root }) => root === inPopup));
  const top = topPopup();
  if (gone && top) return focusFirst(top.root);
  returnFocus(opener);
}

function hide(state: Showing): void {
  const { popup, drawing } = state;
  const { modal } = drawing;
  showing.delete(popup.id);
  dropPopup(popup.id);
  state.controller.abort();
  drawing.stopEntrance();
  // Events fire at once, not after the exit animation, as in the original; the dialog is still attached, so they bubble.
  const instance = toInstance(state);
  dispatchBuilderEvent('hide', instance);
  emitWisp(modal.root, 'popup-close', instance);
  countShowing(popup.id, 'close');
  if (popup.settings.a11y) returnFocusFrom(modal.root, state.opener);
  const finish = () => {
    closing.delete(popup.id);
    eraseDrawing(drawing);
  };
  const stop = playAnimation(modal.content, toAnimation(popup.settings, 'exit_animation'), popup.settings.animationMs, true, finish);
  if (modal.root.isConnected) closing.set(popup.id, stop);
}

/** Closes popup `id` if open; `doNotShowAgain` also disables it for good, exactly as the original stores it. */
export function closePopup(id: string, options: { doNotShowAgain?: boolean } = {}): boolean {
  if (options.doNotShowAgain) writeEntry(disableKey(id), true);
  const state = showing.get(id);
  if (!state || !emitWisp(state.drawing.modal.root, 'before-popup-close', { id: Number(id) }, true)) return false;
  hide(state);
  return true;
}

/** Closes every popup at once, animations skipped (teardown). */
export function closeAllPopups(): void {
  for (const state of [...showing.values()].reverse()) hide(state);
  for (const finish of [...closing.values()]) finish();
}

// The page-wide half closes every popup on teardown, whichever path loaded this module.
registerShowing({ openPopup, closeAllPopups });
