import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { installFakeObserver, intersect } from './fake-observer.ts';
import { parse as parseGallery } from '../../src/widgets/gallery/settings.ts';
import { layoutJustified, layoutMasonry } from '../../src/widgets/gallery/layout.ts';
import { parse as parseHotspot } from '../../src/widgets/hotspot/settings.ts';
import { parse as parseTextPath } from '../../src/widgets/text-path/settings.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const attr = (settings: object) => JSON.stringify(settings).replace(/"/g, '&quot;');

function galleryWidget(settings: object, withBar = true): string {
  const items = [0, 1, 2, 3].map((i) => `<a class="e-gallery-item" href="/img/${i}.jpg" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="ga1" data-e-gallery-tags="${i % 2}"><div class="e-gallery-image" data-thumbnail="${i === 3 ? 'javascript:alert(1)' : `/img/${i}.jpg`}" data-width="300" data-height="200"></div></a>`).join('');
  const bar = withBar ? '<a class="elementor-gallery-title" data-gallery-index="all">All</a><a class="elementor-gallery-title" data-gallery-index="1">Odd</a>' : '';
  return `<div class="elementor-element elementor-widget" data-id="ga1" data-element_type="widget" data-settings="${attr(settings)}" data-widget_type="gallery.default"><div class="elementor-widget-container">${bar}<div class="elementor-gallery__container">${items}</div></div></div>`;
}

function hotspotWidget(settings: object): string {
  const spot = (i: number) => `<div class="e-hotspot"><div class="e-hotspot__button">${i}</div><div class="e-hotspot__tooltip" id="tip-${i}">Tip ${i}</div></div>`;
  return `<div class="elementor-element elementor-widget" data-id="hs1" data-element_type="widget" data-settings="${attr(settings)}" data-widget_type="hotspot.default"><div class="e-hotspot__container">${spot(1)}${spot(2)}</div></div>`;
}

describe('gallery settings', () => {
  it('falls back to a lazy 4-column grid when nothing is set', () => {
    const result = parseGallery({});
    expect(result.ok && result.settings).toMatchObject({ gallery_layout: 'grid', columns: 4, lazyload: 'yes', content_animation_duration: 800 });
  });

  it('warns once per unusable field and keeps the default', () => {
    const result = parseGallery({ gallery_layout: 'hexagons', columns: 'many' });
    expect(result.ok && result.settings.gallery_layout).toBe('grid');
    expect(result.ok && result.warnings?.map((warning) => warning.key)).toEqual(['gallery_layout', 'columns']);
  });

  it('reads an empty lazyload as off and the animation duration from its slider', () => {
    const result = parseGallery({ lazyload: '', content_animation_duration: { size: 300 } });
    expect(result.ok && result.settings).toMatchObject({ lazyload: 'no', content_animation_duration: 300 });
  });
});

describe('gallery layout maths', () => {
  it('fills justified rows to the container width and keeps the last row at the ideal height', () => {
    const { boxes } = layoutJustified([1.5, 1.5, 1.5, 1], 610, 200, 10);
    const firstRow = boxes.filter((box) => box.top === 0);
    expect(firstRow).toHaveLength(2);
    const right = (firstRow[1]?.left ?? 0) + (firstRow[1]?.width ?? 0);
    expect(right).toBeCloseTo(610);
    expect(boxes.at(-1)?.height).toBe(200);
  });

  it('puts each masonry picture under the shortest column', () => {
    const { boxes } = layoutMasonry([1, 0.5, 1], 210, 2, 10);
    expect(boxes[2]).toMatchObject({ left: 0, top: 110 });
  });
});

describe('gallery widget', () => {
  // Item 4's picture is a javascript: URL on purpose; its warning is checked in one test and silenced in the others.
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('activates the first filter title, presses it and groups every item in the all slideshow', async () => {
    const api = await boot(galleryWidget({ gallery_layout: 'grid', lazyload: '' }));
    await touch(api, $('[data-id="ga1"]'));
    const [all] = $$('.elementor-gallery-title');
    expect(all?.getAttribute('aria-pressed')).toBe('true');
    expect($$('.e-gallery-item').map((item) => item.getAttribute('data-elementor-lightbox-slideshow'))).toEqual(['all_ga1', 'all_ga1', 'all_ga1', 'all_ga1']);
  });

  it('filters by tag on Enter: only the matching items stay shown and share the filter slideshow', async () => {
    const api = await boot(galleryWidget({ lazyload: '' }));
    await touch(api, $('[data-id="ga1"]'));
    const odd = $$('.elementor-gallery-title')[1];
    if (!odd) throw new Error('no second title');
    press(odd, 'Enter');
    const items = $$('.e-gallery-item');
    expect(items.map((item) => item.style.display)).toEqual(['none', '', 'none', '']);
    expect(items.filter((item) => item.getAttribute('data-elementor-lightbox-slideshow') === '1_ga1')).toHaveLength(2);
    expect(odd.classList.contains('elementor-item-active')).toBe(true);
  });

  it('sets safe pictures at once without lazy loading and leaves a javascript: picture out with a warning', async () => {
    const api = await boot(galleryWidget({ lazyload: '' }, false));
    await touch(api, $('[data-id="ga1"]'));
    const images = $$('.e-gallery-image');
    expect(images[0]?.style.backgroundImage).toContain('/img/0.jpg');
    expect(images[3]?.style.backgroundImage).toBe('');
    expect(warn.mock.calls.some(([message]) => String(message).includes('not http(s)'))).toBe(true);
  });

  it('gives a lazy picture its background only once it nears the viewport', async () => {
    installFakeObserver();
    const api = await boot(galleryWidget({ lazyload: 'yes' }, false));
    await touch(api, $('[data-id="ga1"]'));
    const [first, second] = $$('.e-gallery-image');
    if (!first || !second) throw new Error('no images');
    expect(first.style.backgroundImage).toBe('');
    intersect(first);
    expect(first.style.backgroundImage).toContain('/img/0.jpg');
    expect(first.classList.contains('e-gallery-image-loaded')).toBe(true);
    expect(second.style.backgroundImage).toBe('');
  });

  it('removes every inline layout style again on teardown', async () => {
    const api = await boot(galleryWidget({ gallery_layout: 'grid', lazyload: '' }));
    await touch(api, $('[data-id="ga1"]'));
    press($$('.elementor-gallery-title')[1] as HTMLElement, ' ');
    expect($('.elementor-gallery__container').style.display).toBe('grid');
    api.destroy();
    expect($('.elementor-gallery__container').getAttribute('style') ?? '').toBe('');
    expect($$('.e-gallery-item').map((item) => item.style.display)).toEqual(['', '', '', '']);
  });

  it('leaves a gallery without its container untouched', async () => {
    const html = '<div class="elementor-element elementor-widget" data-id="ga2" data-element_type="widget" data-widget_type="gallery.default"><p>lost</p></div>';
    const api = await boot(html);
    const before = $('[data-id="ga2"]').innerHTML;
    await touch(api, $('[data-id="ga2"]'));
    expect($('[data-id="ga2"]').innerHTML).toBe(before);
    expect(api.report().find((row) => row.id === 'ga2')?.status).not.toBe('mounted');
  });
});

describe('hotspot', () => {
  it('defaults to opening on click with no sequenced animation', () => {
    const result = parseHotspot({ tooltip_trigger: 'sometimes' });
    expect(result.ok && result.settings).toMatchObject({ tooltip_trigger: 'click', hotspot_sequenced_animation: 'no', hotspot_sequenced_animation_duration: 1000 });
    expect(result.ok && result.warnings?.[0]?.key).toBe('tooltip_trigger');
  });

  it('opens one tooltip at a time on click and reports it through aria-expanded', async () => {
    const api = await boot(hotspotWidget({}));
    await touch(api, $('[data-id="hs1"]'));
    const [first, second] = $$('.e-hotspot__button');
    first?.click();
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(first?.getAttribute('aria-controls')).toBe('tip-1');
    second?.click();
    expect($$('.e-hotspot').map((spot) => spot.classList.contains('e-hotspot--active'))).toEqual([false, true]);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles on Enter and Space and closes on Escape', async () => {
    const api = await boot(hotspotWidget({}));
    await touch(api, $('[data-id="hs1"]'));
    const button = $$('.e-hotspot__button')[0];
    if (!button) throw new Error('no button');
    expect(button.getAttribute('role')).toBe('button');
    press(button, 'Enter');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    press(button, 'Escape');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    press(button, ' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on hover and ignores clicks when the trigger is mouseenter', async () => {
    const api = await boot(hotspotWidget({ tooltip_trigger: 'mouseenter' }));
    await touch(api, $('[data-id="hs1"]'));
    const spot = $$('.e-hotspot')[0];
    const button = $$('.e-hotspot__button')[0];
    button?.click();
    expect(spot?.classList.contains('e-hotspot--active')).toBe(false);
    button?.dispatchEvent(new Event('mouseenter'));
    expect(spot?.classList.contains('e-hotspot--active')).toBe(true);
    spot?.dispatchEvent(new Event('mouseleave'));
    expect(spot?.classList.contains('e-hotspot--active')).toBe(false);
  });
});

describe('text path', () => {
  it('reads the start point from its slider and the link flags', () => {
    const result = parseTextPath({ start_point: { size: 30 }, link: { is_external: 'on', nofollow: '' } });
    expect(result.ok && result.settings).toEqual({ start_point: 30, text_path_direction: '', is_external: true, nofollow: false });
    expect(parseTextPath({}).ok && parseTextPath({})).toMatchObject({ settings: { start_point: 0 } });
  });

  function textPathWidget(url: string, link = ''): string {
    return `<div class="elementor-element elementor-widget" data-id="tp1" data-element_type="widget" data-settings="${attr({ start_point: { size: 25 } })}" data-widget_type="text-path.default"><div class="e-text-path" data-text="A &lt;b&gt; text" data-url="${url}" data-link-url="${link}"></div></div>`;
  }

  it('fetches a same-origin .svg, sanitises it and sets the escaped text along the anchor path', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/><path data-path-anchor="" d="M0 0 L9 9" onclick="x()"/><script>x()</script></svg>';
    const fetchMock = vi.fn(async () => new Response(svg, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const api = await boot(textPathWidget('/shapes/wave.svg', 'javascript:alert(1)'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await touch(api, $('[data-id="tp1"]'));
    await vi.waitFor(() => expect(document.querySelector('textPath')).not.toBeNull());
    const anchor = $('#e-path-tp1');
    expect(anchor.getAttribute('d')).toBe('M0 0 L9 9');
    expect(anchor.hasAttribute('onclick')).toBe(false);
    expect(document.querySelector('.e-text-path script')).toBeNull();
    const textPath = $('#e-text-path-tp1');
    expect(textPath.getAttribute('startOffset')).toBe('25%');
    expect(textPath.textContent).toBe('A <b> text');
    expect(textPath.querySelector('a')).toBeNull();
  });

  it('refuses to fetch an SVG from another site', async () => {
    const fetchMock = vi.fn(async () => new Response('<svg/>'));
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(textPathWidget('https://evil.example/x.svg'));
    await touch(api, $('[data-id="tp1"]'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn.mock.calls.some(([message]) => String(message).includes('nothing fetched'))).toBe(true);
  });
});

describe('lottie', () => {
  type Call = [string, ...unknown[]];
  function fakePlayer(calls: Call[]) {
    return {
      loadAnimation(params: { path: string; loop: unknown }) {
        calls.push(['load', params.path, params.loop]);
        let loaded = () => {};
        const animation = {
          totalFrames: 100, loop: params.loop,
          play: () => calls.push(['play']), pause: () => calls.push(['pause']), stop: () => calls.push(['stop']),
          setSpeed: (speed: number) => calls.push(['speed', speed]), setDirection: (direction: number) => calls.push(['direction', direction]),
          goToAndStop: (frame: number) => calls.push(['goToAndStop', frame]),
          playSegments: (segment: number[]) => calls.push(['segments', ...segment]),
          addEventListener: (name: string, listener: () => void) => name === 'DOMLoaded' && (loaded = listener),
          destroy: () => calls.push(['destroy']),
        };
        queueMicrotask(() => loaded());
        return animation;
      },
    };
  }
  function lottieWidget(settings: object): string {
    return `<div class="elementor-element elementor-widget" data-id="lo1" data-element_type="widget" data-settings="${attr(settings)}" data-widget_type="lottie.default"><div class="e-lottie__container"><div class="e-lottie__animation"></div></div></div>`;
  }

  it('defaults to the viewport trigger, no loop, speed 1 and the whole animation', async () => {
    const { parse } = await import('../../src/widgets/lottie/settings.ts');
    const result = parse({});
    expect(result.ok && result.settings).toMatchObject({ trigger: 'arriving_to_viewport', loop: false, play_speed: 1, start_point: 0, end_point: 100, on_hover_out: 'default', renderer: 'svg' });
  });

  it('plays the chosen range at once with the none trigger, at the set speed and looping the set number of times', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('lottie', fakePlayer(calls));
    const api = await boot(lottieWidget({ trigger: 'none', loop: 'yes', number_of_times: { size: 3 }, play_speed: { size: 2 }, start_point: { size: 10 }, end_point: { size: 50 }, source_external_url: { url: '/anim.json' } }));
    await touch(api, $('[data-id="lo1"]'));
    await vi.waitFor(() => expect(calls.some(([name]) => name === 'segments')).toBe(true));
    expect(calls[0]).toEqual(['load', `${location.origin}/anim.json`, 3]);
    expect(calls).toContainEqual(['speed', 2]);
    expect(calls).toContainEqual(['segments', 10, 50]);
  });

  it('plays its range when it enters the viewport and pauses when it leaves', async () => {
    installFakeObserver();
    const calls: Call[] = [];
    vi.stubGlobal('lottie', fakePlayer(calls));
    const api = await boot(lottieWidget({ start_point: { size: 20 }, end_point: { size: 40 }, source_external_url: { url: '/anim.json' } }));
    await touch(api, $('[data-id="lo1"]'));
    await vi.waitFor(() => expect(calls).toContainEqual(['goToAndStop', 20]));
    expect(calls.some(([name]) => name === 'segments')).toBe(false);
    intersect($('.e-lottie__container'));
    expect(calls.at(-1)).toEqual(['segments', 20, 40]);
    intersect($('.e-lottie__container'), false);
    expect(calls.at(-1)).toEqual(['pause']);
  });

  it('plays on hover and goes back to the first frame when the pointer leaves', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('lottie', fakePlayer(calls));
    const api = await boot(lottieWidget({ trigger: 'on_hover', reverse_animation: 'yes', source_external_url: { url: '/anim.json' } }));
    await touch(api, $('[data-id="lo1"]'));
    await vi.waitFor(() => expect(calls).toContainEqual(['goToAndStop', 100]));
    const container = $('.e-lottie__container');
    container.dispatchEvent(new Event('mouseenter'));
    expect(calls.slice(-2)).toEqual([['direction', -1], ['play']]);
    container.dispatchEvent(new Event('mouseleave'));
    expect(calls.at(-1)).toEqual(['goToAndStop', 100]);
  });

  it('plays the range on click with the click trigger and never loads a javascript: animation', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('lottie', fakePlayer(calls));
    (window as unknown as Record<string, unknown>)['ElementorProFrontendConfig'] = { lottie: { defaultAnimationUrl: '/default.json' } };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(lottieWidget({ trigger: 'on_click', source_external_url: { url: 'javascript:alert(1)' } }));
    await touch(api, $('[data-id="lo1"]'));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(calls[0]?.[1]).toBe(`${location.origin}/default.json`);
    expect(calls.some(([name]) => name === 'segments')).toBe(false);
    $('.e-lottie__container').click();
    expect(calls.at(-1)).toEqual(['segments', 0, 100]);
    delete (window as unknown as Record<string, unknown>)['ElementorProFrontendConfig'];
  });
});
