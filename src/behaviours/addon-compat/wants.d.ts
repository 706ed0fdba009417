/**
 * Every widget kind the page builder, its Pro edition and WooCommerce print, with or without a wisp module. A kind
 * outside this list (and outside the prefixes below) is a third-party add-on's.
 */
export declare const BUILDER_KINDS: Set<string>;
/** The page builder's frontend API, named in an add-on's code. */
export declare const API_REFERENCE: RegExp;
export declare function isThirdPartyKind(widgetType: string): boolean;
/** True when the page builder's own frontend still runs here (wisp added without removing it): leave it to it. */
export declare function isBuilderFrontendPresent(): boolean;
/**
 * An executable inline script names the API, a jQuery listener waits for `elementor/frontend/init`, the early
 * script made the globals, or a widget of a kind the page builder does not have is on the page.
 */
export declare function needsAddonCompat(): boolean;
