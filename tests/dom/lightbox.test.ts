import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, DEFAULT_CONFIG, boot } from './helpers.ts';
import { behavioursStarted, wispWarnings } from './behaviour-helpers.ts';
import { KIT_ALL_ON, galleryWidget, imageLink, videoOverlay } from './lightbox-markup.ts';
import { isLightboxLink, toSafeUrl } from '../../src/behaviours/lightbox/qualify.ts';
import { fromElement } from '../../src/behaviours/lightbox/requests.ts';
import openLightbox from '../../src/behaviours/lightbox/action.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  document.querySelector('.wisp-lightbox')?.remove();
  vi.restoreAllMocks();
});

const CONFIG = { ...DEFAULT_CONFIG, kit: { ...DEFAULT_CONFIG.kit, ...KIT_ALL_ON } };
const withKit = (kit: Record<string, unknown>) => ({ ...DEFAULT_CONFIG, kit });

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

async function start(html: string, config: unknown = CONFIG) {
  const api = await boot(html, config);
  await behavioursStarted(api, 'lightbox');
  return api;
}

const lightbox = () => document.querySelector<HTMLElement>('.elementor-lightbox');
const whenOpen = () => vi.waitFor(() => expect(lightbox()).not.toBeNull());
const counterText = () => lightbox()?.querySelector('.elementor-slideshow__counter')?.textContent;
/** A key on the focused element; act() flushes the lightbox's re-render before the next assertion. */
const press = (key: string) => act(() => void document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
const activeSrc = () => lightbox()?.querySelector<HTMLImageElement>('.swiper-slide-active img')?.getAttribute('src');

describe('which links qualify', () => {
  it('takes image links by extension, before an optional query string, in any case', () => {
    for (const href of ['/a.png', '/a.jpg', '/a.JPEG', '/a.gif', '/a.svg', '/a.webp', '/a.avif', '/a.jpg?w=300&h=200']) {
      expect(isLightboxLink(element(imageLink({ href })), true), href).toBe(true);
    }
    for (const href of ['/a.jpg#top', '/a.jpg.html', '/gallery/', '/a.pdf', '/jpg', '/a.jpgx']) {
      expect(isLightboxLink(element(imageLink({ href })), true), href).toBe(false);
    }
  });

  it('applies the image test to SVG links too, reading their href or xlink:href', () => {
    // The image-URL test was skipped for every link that was not an HTML anchor, so with the global lightbox on any
    // `<svg><a href>` link opened a broken lightbox instead of being followed.
    const svgLink = (attributes: string) => element(`<svg><a ${attributes}><text>go</text></a></svg>`).querySelector('a') as Element;
    expect(isLightboxLink(svgLink('href="/about/"'), true)).toBe(false);
    expect(isLightboxLink(svgLink('xlink:href="https://example.com/page"'), true)).toBe(false);
    expect(isLightboxLink(svgLink('href="javascript:alert(1)"'), true)).toBe(false);
    expect(isLightboxLink(svgLink('href="/uploads/a.jpg"'), true)).toBe(true);
    expect(isLightboxLink(svgLink('xlink:href="/uploads/a.png?w=2"'), true)).toBe(true);
    expect(isLightboxLink(svgLink('href="/uploads/a.jpg" data-elementor-open-lightbox="no"'), true)).toBe(false);
  });

  it('lets a click on an SVG link to a page pass to the browser with the global lightbox on', async () => {
    await start('<svg width="100" height="20"><a id="svg-link" href="/about/"><text y="15">About</text></a></svg>');
    const event = click($('#svg-link text'));
    expect(event.defaultPrevented).toBe(false);
    await new Promise((done) => setTimeout(done, 20));
    expect(lightbox()).toBeNull();
  });

  it('follows the link’s own choice first and the kit’s global setting otherwise', () => {
    expect(isLightboxLink(element(imageLink()), true)).toBe(true);
    expect(isLightboxLink(element(imageLink()), false)).toBe(false);
    expect(isLightboxLink(element(imageLink({ open: 'yes' })), false)).toBe(true);
    expect(isLightboxLink(element(imageLink({ open: 'no' })), true)).toBe(false);
  });

  it('leaves download links alone and takes lightbox videos and option carriers whatever their href', () => {
    expect(isLightboxLink(element(imageLink({ download: true, open: 'yes' })), true)).toBe(false);
    expect(isLightboxLink(element(imageLink({ href: '/watch', video: 'https://youtu.be/XHOmBV4js_E', open: 'yes' })), true)).toBe(true);
    expect(isLightboxLink(element(videoOverlay({ type: 'video' })), false)).toBe(true);
  });

  it('opens only http(s) and same-origin URLs', () => {
    expect(toSafeUrl('/img/a.jpg')?.href).toBe(new URL('/img/a.jpg', location.href).href);
    expect(toSafeUrl('https://cdn.example/a.jpg')?.href).toBe('https://cdn.example/a.jpg');
    for (const raw of ['javascript:alert(1)//.jpg', ' JavaScript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x', 'file:///etc/passwd.png', 'ftp://a.example/a.jpg', '', 42, null]) {
      expect(toSafeUrl(raw), String(raw)).toBeNull();
    }
  });
});

describe('slideshow grouping and order', () => {
  it('gathers the group in index order, leaves out carousel clones and other groups, and starts at the clicked link', () => {
    document.body.innerHTML = `
      <div class="swiper-slide swiper-slide-duplicate">${imageLink({ href: '/c.jpg', slideshow: 'g1', index: 2 })}</div>
      <div class="swiper-slide">${imageLink({ href: '/b.jpg', slideshow: 'g1', index: 1, id: 'b' })}</div>
      <div class="swiper-slide">${imageLink({ href: '/a.jpg', slideshow: 'g1', index: 0 })}</div>
      <div class="swiper-slide">${imageLink({ href: '/c.jpg', slideshow: 'g1', index: 2 })}</div>
      <div class="slick-cloned"><div>${imageLink({ href: '/a.jpg', slideshow: 'g1', index: 0 })}</div></div>
      ${imageLink({ href: '/z.jpg', slideshow: 'g2' })}`;
    const checked = fromElement($('#b'));
    if (!('request' in checked) || checked.request.type !== 'images') throw new Error('expected images');
    expect(checked.request.slides.map((slide) => new URL(slide.image).pathname)).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(checked.request.start).toBe(1);
    expect(checked.request.id).toBe('elementor-lightbox-slideshow-g1');
  });

  it('keeps collection order for links without an index, and index ties in collection order', () => {
    document.body.innerHTML = galleryWidget('g3', [{ href: '/1.jpg', id: 'first' }, { href: '/2.jpg', index: 0 }, { href: '/3.jpg' }, { href: '/4.jpg', index: 'x' as unknown as number }]);
    const checked = fromElement($('#first'));
    if (!('request' in checked) || checked.request.type !== 'images') throw new Error('expected images');
    expect(checked.request.slides.map((slide) => new URL(slide.image).pathname)).toEqual(['/1.jpg', '/2.jpg', '/3.jpg', '/4.jpg']);
  });

  it('matches group names as strings, so a name full of selector syntax finds only its own links', () => {
    document.body.innerHTML = galleryWidget('a"] , a[href', [{ href: '/1.jpg', id: 'first' }, { href: '/2.jpg' }]) + imageLink({ href: '/other.jpg', slideshow: 'other' });
    const checked = fromElement($('#first'));
    expect('request' in checked && checked.request.type === 'images' && checked.request.slides.length).toBe(2);
    expect('request' in checked && checked.request.id).toBe('elementor-lightbox-slideshow');
  });

  it('opens a link without a group alone', () => {
    document.body.innerHTML = imageLink({ href: '/solo.jpg', id: 'solo', title: 'Solo' });
    const checked = fromElement($('#solo'));
    expect('request' in checked && checked.request).toMatchObject({ type: 'images', id: 'elementor-lightbox-slideshow-single-img', start: 0, slides: [{ title: 'Solo' }] });
  });

  it('drops unsafe members of a group and refuses an unsafe clicked link', () => {
    document.body.innerHTML = galleryWidget('g4', [{ href: '/1.jpg', id: 'safe' }, { href: 'javascript:alert(1)//.jpg', id: 'bad' }, { href: '/3.jpg' }]);
    const checked = fromElement($('#safe'));
    expect('request' in checked && checked.dropped).toBe(1);
    expect(fromElement($('#bad'))).toEqual({ type: 'refused', key: 'unsafe-url', message: 'refused to open a javascript: URL in the lightbox' });
  });

  it('reads video options, and refuses options that are not a JSON object', () => {
    const youtube = fromElement(element(videoOverlay({ type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/XHOmBV4js_E', modalOptions: { id: 'elementor-lightbox-v1', videoAspectRatio: '43' } })));
    expect('request' in youtube && youtube.request).toMatchObject({
      type: 'video', id: 'elementor-lightbox-v1', ratio: 4 / 3,
      source: { kind: 'embed', provider: 'youtube', src: 'https://www.youtube.com/embed/XHOmBV4js_E' },
    });
    const hosted = fromElement(element(videoOverlay({ type: 'video', videoType: 'hosted', url: '/v/clip.mp4', videoParams: { loop: '', onplay: 'alert(1)', poster: 'javascript:x', preload: 'lots', controlsList: 'nodownload' } })));
    expect('request' in hosted && hosted.request).toMatchObject({ type: 'video', id: 'elementor-lightbox-video', params: { loop: '', controlslist: 'nodownload' } });
    expect('request' in hosted && hosted.request.type === 'video' && Object.keys(hosted.request.params).sort()).toEqual(['controlslist', 'loop']);
    for (const broken of ['{not json', '[1,2]', '"video"', 'null']) {
      expect(fromElement(element(videoOverlay(broken))), broken).toMatchObject({ type: 'refused', key: 'options' });
    }
  });
});

describe('the lightbox behaviour', () => {
  it('opens a qualifying link with one delegated listener, also for links added after boot', async () => {
    await start('<main id="m"></main>');
    $('#m').innerHTML = galleryWidget('g1', [{ href: '/a.jpg', title: 'A', id: 'a' }, { href: '/b.jpg', title: 'B' }]);
    expect(click($('#a')).defaultPrevented).toBe(true);
    await whenOpen();
    expect(lightbox()?.getAttribute('role')).toBe('dialog');
    expect(lightbox()?.getAttribute('aria-modal')).toBe('true');
    expect(lightbox()?.getAttribute('aria-label')).toBe('Lightbox');
    expect(counterText()).toBe('1 / 2');
    expect(activeSrc()).toMatch(/\/a\.jpg$/);
  });

  it('lets modified clicks, links that say no and non-image links through', async () => {
    await start(imageLink({ id: 'plain' }) + imageLink({ id: 'no', open: 'no' }) + '<a id="page" href="/about/">About</a>');
    expect(click($('#plain'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click($('#plain'), { button: 1 }).defaultPrevented).toBe(false);
    expect(click($('#no')).defaultPrevented).toBe(false);
    expect(click($('#page')).defaultPrevented).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lightbox()).toBeNull();
  });

  it('honours the global setting being off', async () => {
    await start(imageLink({ id: 'plain' }) + imageLink({ id: 'yes', open: 'yes' }), withKit({}));
    expect(click($('#plain')).defaultPrevented).toBe(false);
    expect(click($('#yes')).defaultPrevented).toBe(true);
    await whenOpen();
    expect(lightbox()?.querySelector('.elementor-slideshow__header')).toBeNull();
  });

  it('refuses a javascript: link dressed as an image with one warning, and keeps it from running', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start(imageLink({ id: 'js', href: 'javascript:alert(1)//.jpg', open: 'yes' }));
    expect(click($('#js')).defaultPrevented).toBe(true);
    click($('#js'));
    await vi.waitFor(() => expect(wispWarnings(warn)).toEqual(['[wisp] lightbox: refused to open a javascript: URL in the lightbox']));
    expect(lightbox()).toBeNull();
  });

  it('writes titles and descriptions as text, never as markup', async () => {
    await start(imageLink({ id: 'x', title: '<img src=x onerror="alert(1)">', description: '<b>bold</b>' }));
    click($('#x'));
    await whenOpen();
    expect(lightbox()?.querySelector('.elementor-slideshow__title')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(lightbox()?.querySelector('.elementor-slideshow__footer img, .elementor-slideshow__footer b')).toBeNull();
    expect(lightbox()?.querySelector('.elementor-lightbox-image')?.getAttribute('alt')).toBe('<img src=x onerror="alert(1)"> - <b>bold</b>');
  });

  it('moves with the arrow keys, closes on Escape and returns focus to the link', async () => {
    await start(galleryWidget('g1', [{ href: '/a.jpg', id: 'a' }, { href: '/b.jpg' }, { href: '/c.jpg' }]));
    $('#a').focus();
    click($('#a'));
    await whenOpen();
    expect(document.activeElement?.classList.contains('dialog-close-button')).toBe(true);
    expect(document.body.classList.contains('dialog-lightbox-body')).toBe(true);
    press('ArrowRight');
    expect(counterText()).toBe('2 / 3');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(counterText()).toBe('3 / 3');
    press('Escape');
    expect(lightbox()).toBeNull();
    expect(document.activeElement).toBe($('#a'));
    expect(document.body.classList.contains('dialog-lightbox-body')).toBe(false);
  });

  it('builds only the toolbar items the kit switches on, and the footer texts only for chosen sources', async () => {
    await start(imageLink({ id: 'x', title: 'T', description: 'D' }), withKit({ global_image_lightbox: 'yes', lightbox_enable_zoom: 'yes', lightbox_title_src: 'title' }));
    click($('#x'));
    await whenOpen();
    const header = lightbox()?.querySelector('.elementor-slideshow__header');
    expect([...(header?.children ?? [])].map((child) => child.getAttribute('aria-label'))).toEqual(['Zoom']);
    expect(lightbox()?.querySelector('.elementor-slideshow__title')?.textContent).toBe('T');
    expect(lightbox()?.querySelector('.elementor-slideshow__description')).toBeNull();
  });

  it('lets a listener cancel the opening, and announces opening and closing', async () => {
    await start(imageLink({ id: 'x' }));
    const seen: string[] = [];
    for (const name of ['lightbox-open', 'lightbox-close']) document.addEventListener(`wisp:${name}`, () => seen.push(name));
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('wisp:before-lightbox-open', cancel, { once: true });
    click($('#x'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lightbox()).toBeNull();
    click($('#x'));
    await whenOpen();
    lightbox()?.querySelector<HTMLElement>('.dialog-close-button')?.click();
    expect(seen).toEqual(['lightbox-open', 'lightbox-close']);
  });

  it('stops taking clicks and closes an open lightbox when wisp is destroyed', async () => {
    const api = await start(imageLink({ id: 'x' }));
    click($('#x'));
    await whenOpen();
    api.destroy();
    expect(lightbox()).toBeNull();
    expect(click($('#x')).defaultPrevented).toBe(false);
  });
});

describe('the lightbox action', () => {
  const ctx = (warn = vi.fn()) => ({ source: null, event: null, warn });

  it('opens a single image from {id, url} with the texts of the page’s own link to it', async () => {
    document.body.innerHTML = imageLink({ href: '/img/one.jpg', title: 'One', hash: '#elementor-action%3Aaction%3Dlightbox' });
    await openLightbox({ id: 7, url: '/img/one.jpg' }, ctx());
    expect(activeSrc()).toMatch(/\/img\/one\.jpg$/);
    expect(lightbox()?.querySelector('.elementor-slideshow__title')?.textContent).toBe('One');
    expect(lightbox()?.querySelector('.swiper-slide')?.getAttribute('data-e-action-hash')).toBe('#elementor-action%3Aaction%3Dlightbox');
  });

  it('opens the page’s slideshow at the named picture, and falls back to the picture alone without the group', async () => {
    document.body.innerHTML = galleryWidget('g9', [{ href: '/1.jpg' }, { href: '/2.jpg' }, { href: '/3.jpg' }]);
    await openLightbox({ id: 2, url: '/2.jpg', slideshow: 'g9' }, ctx());
    expect(counterText()).toBe('2 / 3');
    await openLightbox({ id: 2, url: '/2.jpg', slideshow: 'missing' }, ctx());
    expect($$('.elementor-lightbox')).toHaveLength(1);
    expect(lightbox()?.id).toBe('elementor-lightbox-slideshow-single-img');
  });

  it('opens a video description and an inline slideshow description', async () => {
    await openLightbox({ type: 'video', videoType: 'vimeo', url: 'https://vimeo.com/235215203', modalOptions: { id: 'elementor-lightbox-v2' } }, ctx());
    expect(lightbox()?.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/235215203');
    await openLightbox({ type: 'slideshow', slides: [{ image: '/1.jpg' }, { image: 'data:image/png;base64,AA==' }, { image: '/3.jpg', title: 'Three' }] }, ctx());
    expect(counterText()).toBe('1 / 2');
  });

  it('animates a video\'s content with the entrance animation its options name, none when they name an empty one, zoomIn when they name none', async () => {
    const video = (modalOptions: Record<string, unknown>) => ({ type: 'video', videoType: 'vimeo', url: 'https://vimeo.com/235215203', modalOptions });
    const message = () => lightbox()?.querySelector('.dialog-message')?.className;
    await openLightbox(video({ entranceAnimation: 'fadeInUp' }), ctx());
    expect(message()).toBe('dialog-message dialog-lightbox-message animated fadeInUp');
    await openLightbox(video({ entranceAnimation: '' }), ctx());
    expect(message()).toBe('dialog-message dialog-lightbox-message');
    await openLightbox(video({ entranceAnimation: 'x" onclick="alert(1)' }), ctx());
    expect(message()).toBe('dialog-message dialog-lightbox-message');
    await openLightbox(video({}), ctx());
    expect(message()).toBe('dialog-message dialog-lightbox-message animated zoomIn');
  });

  it('warns through the action context and opens nothing for unsafe or missing URLs', async () => {
    const warn = vi.fn();
    await openLightbox({ id: 1, url: 'javascript:alert(1)' }, ctx(warn));
    await openLightbox({ id: 1 }, ctx(warn));
    await openLightbox({ type: 'video', url: 'https://www.dailymotion.com/video/x1' }, ctx(warn));
    expect(lightbox()).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['unsafe-url', 'refused to open a javascript: URL in the lightbox'],
      ['settings', 'the lightbox action has no url'],
      ['video-url', 'the lightbox has no player for this video URL'],
    ]);
  });
});
