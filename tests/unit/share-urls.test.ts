import { describe, expect, it } from 'vitest';
import { NETWORKS, toMailLink, toShareTarget, type ShareData } from '../../src/shared/share-urls.ts';
import { toPageUrl, toShareData, toTitle } from '../../src/widgets/share-buttons/share-data.ts';
import { toPopupFeatures } from '../../src/widgets/share-buttons/open-share.ts';
import { toPageConfig } from '../../src/shared/config.ts';

const DATA: ShareData = {
  url: 'https://northwall.example/cyber-essentials/?a=1&b=2#top',
  title: 'Cyber Essentials & IASME – 100% ready?',
  text: 'Five controls, one #certificate',
  image: 'https://northwall.example/img/shield.png',
};

/** The query of a web share link, decoded, for readable assertions. */
function query(network: string, data = DATA): { origin: string; path: string; params: Record<string, string> } {
  const target = toShareTarget(network, data);
  if (target?.kind !== 'window') throw new Error(`${network} is not a web share link`);
  const url = new URL(target.href);
  return { origin: url.origin, path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('share links for every network', () => {
  const expected: Record<string, { origin: string; path: string; params: Record<string, string> }> = {
    facebook: { origin: 'https://www.facebook.com', path: '/sharer.php', params: { u: DATA.url } },
    twitter: { origin: 'https://twitter.com', path: '/intent/tweet', params: { text: DATA.text, url: DATA.url } },
    'x-twitter': { origin: 'https://x.com', path: '/intent/tweet', params: { text: DATA.text, url: DATA.url } },
    threads: { origin: 'https://www.threads.net', path: '/intent/post', params: { text: `${DATA.text} ${DATA.url}` } },
    linkedin: { origin: 'https://www.linkedin.com', path: '/sharing/share-offsite/', params: { url: DATA.url } },
    pinterest: { origin: 'https://www.pinterest.com', path: '/pin/create/button/', params: { url: DATA.url, media: DATA.image, description: DATA.title } },
    reddit: { origin: 'https://www.reddit.com', path: '/submit', params: { url: DATA.url, title: DATA.title } },
    vk: { origin: 'https://vk.com', path: '/share.php', params: { url: DATA.url, title: DATA.title, description: DATA.text, image: DATA.image } },
    odnoklassniki: { origin: 'https://connect.ok.ru', path: '/offer', params: { url: DATA.url, title: DATA.title, imageUrl: DATA.image } },
    tumblr: { origin: 'https://www.tumblr.com', path: '/widgets/share/tool', params: { canonicalUrl: DATA.url, title: DATA.title } },
    digg: { origin: 'https://digg.com', path: '/submit', params: { url: DATA.url } },
    skype: { origin: 'https://teams.microsoft.com', path: '/share', params: { href: DATA.url, msgText: DATA.title } },
    stumbleupon: { origin: 'https://mix.com', path: '/add', params: { url: DATA.url } },
    mix: { origin: 'https://mix.com', path: '/add', params: { url: DATA.url } },
    telegram: { origin: 'https://t.me', path: '/share/url', params: { url: DATA.url, text: DATA.text } },
    xing: { origin: 'https://www.xing.com', path: '/spi/shares/new', params: { url: DATA.url } },
    whatsapp: { origin: 'https://api.whatsapp.com', path: '/send', params: { text: `*${DATA.title}*\n${DATA.text}\n${DATA.url}` } },
  };

  for (const [network, want] of Object.entries(expected)) {
    it(`builds the ${network} link with every value encoded once`, () => {
      expect(query(network)).toEqual(want);
    });
  }

  it('covers every network of the spec plus X and Threads', () => {
    const spec = ['facebook', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype',
      'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'x-twitter', 'threads'];
    for (const network of spec) expect(NETWORKS).toContain(network);
    for (const network of spec) expect(toShareTarget(network, DATA)).not.toBeNull();
  });

  it('keeps ampersands, hashes and the URL’s own query inside their parameter', () => {
    const target = toShareTarget('facebook', DATA);
    expect(target?.kind === 'window' && target.href).toBe(
      'https://www.facebook.com/sharer.php?u=https%3A%2F%2Fnorthwall.example%2Fcyber-essentials%2F%3Fa%3D1%26b%3D2%23top',
    );
  });

  it('falls back to the title where a network wants text and the page has no excerpt', () => {
    expect(query('twitter', { ...DATA, text: '' }).params).toEqual({ text: DATA.title, url: DATA.url });
    expect(query('whatsapp', { ...DATA, text: '' }).params['text']).toBe(`*${DATA.title}*\n${DATA.url}`);
  });

  it('leaves out empty parameters instead of sending them blank', () => {
    expect(query('pinterest', { ...DATA, image: '', title: '' }).params).toEqual({ url: DATA.url });
    expect(query('vk', { url: DATA.url, title: '', text: '', image: '' }).params).toEqual({ url: DATA.url });
  });

  it('writes email as a mailto: link with %20 spaces, as mail clients expect', () => {
    expect(toShareTarget('email', DATA)).toEqual({ kind: 'mail', href: toMailLink(DATA) });
    expect(toMailLink(DATA)).toBe(
      'mailto:?subject=Cyber%20Essentials%20%26%20IASME%20%E2%80%93%20100%25%20ready%3F'
      + '&body=Five%20controls%2C%20one%20%23certificate%0Ahttps%3A%2F%2Fnorthwall.example%2Fcyber-essentials%2F%3Fa%3D1%26b%3D2%23top',
    );
  });

  it('drops the subject of an email when there is no title', () => {
    expect(toMailLink({ url: 'https://a.example/', title: '', text: '', image: '' })).toBe('mailto:?body=https%3A%2F%2Fa.example%2F');
  });

  it('prints for print and uses the share sheet for networks that closed without a successor', () => {
    expect(toShareTarget('print', DATA)).toEqual({ kind: 'print' });
    for (const network of ['google', 'delicious', 'pocket']) expect(toShareTarget(network, DATA)).toEqual({ kind: 'native' });
  });

  it('knows nothing of unknown names, including names of object properties', () => {
    for (const network of ['myspace', 'constructor', '__proto__', 'toString', '']) expect(toShareTarget(network, DATA)).toBeNull();
  });
});

describe('what a share button shares', () => {
  const config = toPageConfig({ post: { id: 1, title: 'Our%20Team%20%E2%80%93%20Site', excerpt: ' Hello ', featuredImage: '/img/a.png' } }, undefined, undefined).config;

  it('decodes the URL-encoded post title and keeps a malformed one as printed', () => {
    expect(toTitle('Our%20Team%20%E2%80%93%20Site')).toBe('Our Team – Site');
    expect(toTitle('100%_sure %E0%A4%A')).toBe('100%_sure %E0%A4%A');
  });

  it('shares the page with its decoded title, excerpt and absolute featured image', () => {
    expect(toShareData('', config, { href: 'https://site.example/team/', title: 'Ignored' })).toEqual({
      url: 'https://site.example/team/', title: 'Our Team – Site', text: 'Hello', image: 'https://site.example/img/a.png',
    });
  });

  it('falls back to the document title when the config has none', () => {
    const bare = toPageConfig({}, undefined, undefined).config;
    expect(toShareData('', bare, { href: 'https://site.example/', title: ' Home ' })).toMatchObject({ title: 'Home', image: '' });
  });

  it('shares only the custom URL when the widget has one', () => {
    expect(toShareData('https://other.example/x', config, { href: 'https://site.example/', title: 'T' }))
      .toEqual({ url: 'https://other.example/x', title: '', text: '', image: '' });
  });

  it('drops a u parameter that points at another host, and keeps one on this host', () => {
    expect(toPageUrl('https://site.example/p/?u=https://evil.example/&x=1')).toBe('https://site.example/p/?x=1');
    expect(toPageUrl('https://site.example/p/?u=not-a-url')).toBe('https://site.example/p/');
    expect(toPageUrl('https://site.example/p/?u=https://site.example/q')).toBe('https://site.example/p/?u=https://site.example/q');
    expect(toPageUrl('https://site.example/p/?x=1#h')).toBe('https://site.example/p/?x=1#h');
  });
});

describe('the share popup', () => {
  it('is 640×480 and centred on the browser window', () => {
    expect(toPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1440, outerHeight: 900 }))
      .toBe('toolbar=0,status=0,width=640,height=480,top=260,left=500,noopener');
  });

  it('centres on a second monitor left of the primary one', () => {
    expect(toPopupFeatures({ screenX: -1920, screenY: 0, outerWidth: 1920, outerHeight: 1080 })).toContain('top=300,left=-1280');
  });
});
