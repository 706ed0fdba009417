// The allow-lists of the server-HTML cleaner: which elements and attributes listing markup may keep.

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** HTML elements kept with their attributes checked: what posts, loops, products, carts and checkouts print. */
export const HTML_ELEMENTS = words(`
  a abbr address article aside b bdi bdo blockquote br button caption cite code col colgroup data dd del details dfn
  div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr i img input ins kbd label legend
  li link main mark nav ol optgroup option output p picture pre progress q rp rt ruby s samp section select small source
  span strong style sub summary sup table tbody td textarea tfoot th thead time tr track u ul var video audio wbr
`);

/** SVG elements of icons and drawings. Never animation (`set`, `animate*`), `foreignObject`, `script` or filters. */
export const SVG_ELEMENTS = words(`
  svg g path circle ellipse line polygon polyline rect defs symbol use lineargradient radialgradient stop clippath mask
  pattern title desc text tspan textpath a image style
`);

/**
 * Removed with everything inside: what runs, loads a document, navigates or changes the page as a whole, and content
 * that is only meant when scripts are off. Any other unknown element (a custom element, MathML) is replaced by its
 * children, which are checked in turn.
 */
export const DROPPED = words(`
  script noscript template iframe frame frameset object embed applet portal base meta title head html body
  set animate animatemotion animatetransform animatecolor discard mpath foreignobject handler listener
  fencedframe math
`);

/** Attributes any kept element may have, besides `data-*` and `aria-*`. */
export const GLOBAL_ATTRIBUTES = words(`
  class id title lang dir role style tabindex hidden translate itemscope itemtype itemprop itemid itemref
`);

/**
 * Attributes of HTML elements (URL attributes are also in URL_ATTRIBUTES and checked there). Not `form`: with it a
 * field of server HTML would join a form elsewhere on the page (the checkout's, a login) and be sent with it.
 */
export const HTML_ATTRIBUTES = words(`
  href target rel download hreflang type src srcset sizes alt width height loading decoding fetchpriority referrerpolicy
  crossorigin usemap name value placeholder checked selected disabled readonly required multiple for min max step
  maxlength minlength size rows cols wrap autocomplete inputmode enterkeyhint pattern accept action method enctype
  novalidate label open start reversed colspan rowspan span scope headers abbr datetime cite media poster controls
  muted loop playsinline preload kind srclang default high low optimum align valign nowrap
`);

/** Presentation attributes of SVG (lower-cased, as compared). */
export const SVG_ATTRIBUTES = words(`
  viewbox preserveaspectratio xmlns xmlns:xlink version focusable width height x y x1 y1 x2 y2 cx cy r rx ry fx fy d
  points transform fill fill-rule fill-opacity stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-dasharray stroke-dashoffset stroke-opacity opacity clip-path clip-rule mask offset stop-color stop-opacity
  gradientunits gradienttransform spreadmethod patternunits patterncontentunits patterntransform clippathunits
  maskunits maskcontentunits text-anchor dominant-baseline alignment-baseline font-family font-size font-weight
  font-style letter-spacing dx dy rotate textlength lengthadjust startoffset display visibility color overflow
  vector-effect shape-rendering paint-order href xlink:href target
`);

/** Attributes holding a URL: each is kept only when its scheme is safe (see safe-html.ts). */
export const URL_ATTRIBUTES = words('href xlink:href src action poster cite');
