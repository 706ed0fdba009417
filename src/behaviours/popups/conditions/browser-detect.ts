// Which browser a user agent names. Order matters: Edge, Opera and Samsung Internet all claim to be Chrome, and
// every iOS browser claims to be Safari.
export type Browser = 'ie' | 'edge' | 'opera' | 'samsung' | 'firefox' | 'chrome' | 'safari' | 'other';

const RULES: ReadonlyArray<[Browser, RegExp]> = [
  ['ie', /Trident\/|MSIE /],
  ['edge', /Edg(?:e|A|iOS)?\//],
  ['opera', /OPR\/|OPT\/|OPiOS\/|Opera/],
  ['samsung', /SamsungBrowser\//],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\/|Chromium\//],
  // Safari proper: what is left once every browser above, and Android's WebView, are ruled out.
  ['safari', /^(?!.*Android).*Safari\//],
];

export function toBrowser(userAgent: string): Browser {
  // 500 characters: real user agents are well under that, and the patterns then run on a bounded string.
  const agent = userAgent.slice(0, 500);
  return RULES.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'other';
}
