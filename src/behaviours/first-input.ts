// Which page-wide behaviours wait for the first input (core/first-input.ts), which clicks each may take meanwhile, and
// what each will fetch for the element reached for.
import { answeredPopupLink, warmPopupActions } from './popups/fetch-actions.ts';
import { BUILDER } from '../shared/names.ts';

let printed = false;

/**
 * Whether the page has printed a popup document. Once seen (by the late checks, at boot), the answer stays yes: the
 * popups behaviour takes those documents out of the page when it starts.
 */
export const printsPopup = (): boolean =>
  (printed ||= document.querySelector(BUILDER.popup) !== null);

/** An image file, as the lightbox tests a link's href (behaviours/lightbox/qualify.ts), query string allowed. */
const IMAGE_HREF = /\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?#]|$)/i;

/** A fragment with something in it: a bare `#` (a button drawn as a link) names no target, and anchors leaves it. */
const NAMED_FRAGMENT = /#./;

/** An action hash, printed raw or percent-encoded as a whole, as action-links/hash.ts's `isActionHref` reads it. */
const ACTION_HREF = /^(?:#|%23)elementor-action/;

const hrefOf = (target: Element): string => target.closest('a[href]')?.getAttribute('href') ?? '';

/**
 * `popup:open` in an action hash, printed raw or percent-encoded (`action%3Dpopup%3Aopen`); linear, any length. A cheap
 * look, not action-links/hash.ts's decoding, which is in their chunk.
 */
const OPENS_POPUP = /action(=|%3D)popup(:|%3A)open/i;

/** An action link (or an element with `data-e-action-hash`) whose action opens a popup, around `target`. */
export function isPopupOpener(target: Element): boolean {
  const holder = target.closest('[data-e-action-hash],a[href]');
  return OPENS_POPUP.test(holder?.getAttribute('data-e-action-hash') ?? holder?.getAttribute('href') ?? '');
}

/**
 * Action links, anchors and the lightbox act on a click, never on their own, unless the URL asks at load: 5.6 KB gzip
 * that a page need not fetch before the visitor reaches for it. Each with the clicks it may take: reaching for one starts
 * that behaviour at once, and its click is held until that one (not the others) has started. Any other link, and a `#`
 * link that a widget uses as a button, is not held.
 */
export const ON_FIRST_INPUT: ReadonlyMap<string, (target: Element) => boolean> = new Map([
  ['action-links', (target: Element) => ACTION_HREF.test(hrefOf(target))],
  // An in-page link, here or as a full URL to this page; an action hash is action-links' alone.
  ['anchors', (target: Element) => NAMED_FRAGMENT.test(hrefOf(target)) && !ACTION_HREF.test(hrefOf(target))],
  // A lightbox or video overlay, or an image link.
  ['lightbox', (target: Element) => target.closest('[data-elementor-open-lightbox], [data-elementor-lightbox]') !== null || IMAGE_HREF.test(hrefOf(target))],
]);

/**
 * What a behaviour woken by a reach for `target` will fetch to answer its click, fetched as it wakes: a popup link the
 * popups behaviour does not answer (not started yet, or a popup not on the page) otherwise waits for action links, then
 * for the popup actions they import, two round trips in a row.
 * Woken by an input anywhere else (`null`, as they start: at the next idle moment after that gesture, once no tapped
 * widget waits for its module), action links fetch the popup actions too on a page that prints a popup: a popup link
 * tapped after the visitor has scrolled or tapped elsewhere, or a trigger firing later (exit intent, a scroll depth),
 * then opens at once, not after a fetch (a popup link's tap at 4x CPU here: 70–90 ms with that code run, 110–130 with
 * it fetched at the tap; a phone's network adds a round trip).
 * Never before any input: the bytes before the first interaction stay the arming code's alone (issue 20's budget).
 */
export const WARM_ON_FIRST_INPUT: ReadonlyMap<string, (target: Element | null) => void> = new Map([
  ['action-links', (target: Element | null) => {
    if (target ? isPopupOpener(target) : printsPopup()) warmPopupActions();
  }],
]);

/**
 * The clicks another behaviour answers while one of these has not started, so they are not held for it: a popup link,
 * whose popup the popups behaviour (started at load on a page that prints one) draws in the click's own task
 * (popups/link-click.ts). Held for action links, a first tap on it waited for their chunk and the popup's to arrive
 * and run after the click: 110–160 ms at 4x CPU here, and a phone's round trip on top. A reach for it does not wake
 * action links either (core/first-input.ts): the tap makes no request before its popup is drawn.
 */
export const ANSWERED_ON_FIRST_INPUT: ReadonlyMap<string, (target: Element, act?: boolean) => boolean> = new Map([
  ['action-links', answeredPopupLink],
]);

/** The URL asks for them at load: any hash (an anchor, an action hash) or a template to scroll to. */
export const isAskedByUrl = (): boolean => location.hash !== '' || /[?&]theme_template_id=/.test(location.search);
