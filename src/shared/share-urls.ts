// Builds the share link of each network from the page's URL, title, text and image: pure, encoded, no DOM.

export type ShareData = {
  /** The absolute URL being shared. */
  url: string;
  /** The page or post title, already decoded. */
  title: string;
  /** A short text (the post excerpt); often empty. */
  text: string;
  /** An absolute image URL, or empty. */
  image: string;
};

/**
 * What a share button does: open a web page in a popup, hand a `mailto:` link to the mail client, print, or use
 * the browser's own share sheet (for networks that closed without a successor).
 */
export type ShareTarget =
  | { kind: 'window'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'print' }
  | { kind: 'native' };

type Params = Record<string, string>;

/** A URL with query parameters form-encoded by URLSearchParams; empty values are left out. */
function toLink(base: string, params: Params): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== '') url.searchParams.set(key, value);
  return url.href;
}

/** RFC 6068 wants `%20`, not `+`, for spaces in a mailto: link, so each part goes through encodeURIComponent. */
export function toMailLink({ url, title, text }: ShareData): string {
  const parts: string[] = [];
  if (title) parts.push(`subject=${encodeURIComponent(title)}`);
  parts.push(`body=${encodeURIComponent(text ? `${text}\n${url}` : url)}`);
  return `mailto:?${parts.join('&')}`;
}

const lead = (data: ShareData): string => data.text || data.title;

const WEB = new Map<string, (data: ShareData) => string>(Object.entries({
  facebook: (d) => toLink('https://www.facebook.com/sharer.php', { u: d.url }),
  twitter: (d) => toLink('https://twitter.com/intent/tweet', { text: lead(d), url: d.url }),
  'x-twitter': (d) => toLink('https://x.com/intent/tweet', { text: lead(d), url: d.url }),
  threads: (d) => toLink('https://www.threads.net/intent/post', { text: [lead(d), d.url].filter(Boolean).join(' ') }),
  // LinkedIn reads title and summary from the page's Open Graph tags; share-offsite is its documented endpoint.
  linkedin: (d) => toLink('https://www.linkedin.com/sharing/share-offsite/', { url: d.url }),
  pinterest: (d) => toLink('https://www.pinterest.com/pin/create/button/', { url: d.url, media: d.image, description: d.title }),
  reddit: (d) => toLink('https://www.reddit.com/submit', { url: d.url, title: d.title }),
  // vkontakte.ru, the original's host, is VK's old domain.
  vk: (d) => toLink('https://vk.com/share.php', { url: d.url, title: d.title, description: d.text, image: d.image }),
  odnoklassniki: (d) => toLink('https://connect.ok.ru/offer', { url: d.url, title: d.title, imageUrl: d.image }),
  tumblr: (d) => toLink('https://www.tumblr.com/widgets/share/tool', { canonicalUrl: d.url, title: d.title }),
  digg: (d) => toLink('https://digg.com/submit', { url: d.url }),
  // Skype closed in May 2025 and moved its users to Microsoft Teams, whose web share page takes the link.
  skype: (d) => toLink('https://teams.microsoft.com/share', { href: d.url, msgText: d.title }),
  // StumbleUpon closed in 2018 and moved its accounts to Mix.
  stumbleupon: (d) => toLink('https://mix.com/add', { url: d.url }),
  mix: (d) => toLink('https://mix.com/add', { url: d.url }),
  telegram: (d) => toLink('https://t.me/share/url', { url: d.url, text: lead(d) }),
  xing: (d) => toLink('https://www.xing.com/spi/shares/new', { url: d.url }),
  whatsapp: (d) => toLink('https://api.whatsapp.com/send', { text: [d.title && `*${d.title}*`, d.text, d.url].filter(Boolean).join('\n') }),
} satisfies Record<string, (data: ShareData) => string>));

/** Networks that closed without a successor: the browser's share sheet stands in (Google+ 2019, Delicious 2017, Pocket 2025). */
const CLOSED = new Set(['google', 'delicious', 'pocket']);

/** Every network name a share button may carry, as the page builder spells it. */
export const NETWORKS: readonly string[] = [...WEB.keys(), 'email', 'print', ...CLOSED];

/** The target for `network`, or null when the network is unknown. */
export function toShareTarget(network: string, data: ShareData): ShareTarget | null {
  if (network === 'email') return { kind: 'mail', href: toMailLink(data) };
  if (network === 'print') return { kind: 'print' };
  if (CLOSED.has(network)) return { kind: 'native' };
  const build = WEB.get(network);
  return build ? { kind: 'window', href: build(data) } : null;
}
