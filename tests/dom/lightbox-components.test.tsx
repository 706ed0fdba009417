import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from '../../src/behaviours/lightbox/gallery.tsx';
import { toLabels } from '../../src/behaviours/lightbox/labels.ts';
import { toLightboxKit } from '../../src/behaviours/lightbox/kit.ts';
import type { ImagesRequest, Slide } from '../../src/behaviours/lightbox/types.ts';

const labels = toLabels({});
const ALL_ON = toLightboxKit({ lightbox_enable_counter: 'yes', lightbox_enable_zoom: 'yes', lightbox_enable_share: 'yes', lightbox_enable_fullscreen: 'yes', lightbox_title_src: 'title' });
const picture = (name: string): Slide => ({ image: `https://example.com/${name}.jpg`, video: null, title: name, description: '', hash: '' });
const clip: Slide = { image: 'https://example.com/poster.jpg', video: { kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcdefgh?autoplay=1' }, title: 'clip', description: '', hash: '' };

let host: HTMLElement;
let closed = 0;

function show(slides: Slide[], start = 0) {
  host = document.createElement('div');
  document.body.append(host);
  const request: ImagesRequest = { type: 'images', id: 'test-lightbox', slides, start };
  const dialog = { id: 'test-lightbox', label: 'Lightbox', closeLabel: 'Close (Esc)', close: () => (closed += 1) };
  act(() => void render(<Gallery request={request} kit={ALL_ON} labels={labels} dialog={dialog} />, host));
}

const $ = (selector: string) => host.querySelector<HTMLElement>(selector);
const key = (target: Element | null, name: string) => act(() => void target?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })));
const press = (target: Element | null) => act(() => (target as HTMLElement | null)?.click());

afterEach(() => {
  act(() => void render(null, host));
  host.remove();
  closed = 0;
});

describe('the lightbox components', () => {
  it('loads the active picture and its neighbours only, and moves the active class and hidden slides together', () => {
    show([picture('a'), picture('b'), picture('c'), picture('d'), picture('e')], 2);
    const sources = () => [...host.querySelectorAll('img')].map((img) => img.getAttribute('src')?.replace(/.*\//, '') ?? null);
    expect(sources()).toEqual([null, 'b.jpg', 'c.jpg', 'd.jpg', null]);
    press($('.elementor-swiper-button-next'));
    expect(sources()).toEqual([null, 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);
    expect([...host.querySelectorAll('.swiper-slide')].map((slide) => [slide.classList.contains('swiper-slide-active'), slide.hasAttribute('hidden')]))
      .toEqual([[false, true], [false, true], [false, true], [true, false], [false, true]]);
    expect($('.swiper-slide-active')?.getAttribute('aria-label')).toBe('4 / 5');
  });

  it('opens the share menu with the active picture’s links, and Escape closes the menu before the lightbox', () => {
    show([picture('a'), picture('b')]);
    const toggle = $('.elementor-slideshow__share');
    press(toggle);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect($('.swiper')?.classList.contains('elementor-slideshow--share-mode')).toBe(true);
    expect([...host.querySelectorAll('.elementor-slideshow__share-menu a')].map((link) => link.textContent)).toEqual(['Share on Facebook', 'Share on Twitter', 'Pin it', 'Download image']);
    expect($('.elementor-slideshow__share-link--download')?.getAttribute('href')).toBe('https://example.com/a.jpg');
    key($('.elementor-slideshow__share-link--facebook'), 'Escape');
    expect($('.elementor-slideshow__share-menu')?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    expect(closed).toBe(0);
    key(toggle, 'Escape');
    expect(closed).toBe(1);
  });

  it('switches zoom with its switch state and icon, and a slide change resets it', () => {
    show([picture('a'), picture('b')]);
    const zoom = $('.elementor-slideshow__zoom');
    press(zoom);
    expect(zoom?.getAttribute('aria-checked')).toBe('true');
    expect(zoom?.querySelector('svg')?.getAttribute('class')).toContain('e-eicon-zoom-out-bold');
    expect($('.swiper-slide-active img')?.style.transform).toBe('translate(0px, 0px) scale(2.5)');
    key(zoom, 'ArrowRight');
    expect(zoom?.getAttribute('aria-checked')).toBe('false');
    expect($('.swiper')?.classList.contains('elementor-slideshow--zoom-mode')).toBe(false);
    expect(host.querySelector<HTMLElement>('img[style*="scale"]')).toBeNull();
  });

  it('loads a video slide’s player only on Play Video, and removes it when the visitor moves on', () => {
    show([clip, picture('b')]);
    expect(host.querySelector('iframe')).toBeNull();
    expect($('.elementor-slideshow__zoom')?.getAttribute('aria-disabled')).toBe('true');
    const play = $('.elementor-custom-embed-play');
    key(play, 'Enter');
    expect(host.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefgh?autoplay=1');
    expect(play?.hidden).toBe(true);
    expect($('.swiper-slide-active')?.classList.contains('elementor-playing')).toBe(true);
    press($('.elementor-swiper-button-next'));
    expect(host.querySelector('iframe')).toBeNull();
    press($('.elementor-swiper-button-prev'));
    expect(host.querySelector('iframe')).toBeNull();
    expect($('.elementor-custom-embed-play')?.hidden).toBe(false);
  });
});
