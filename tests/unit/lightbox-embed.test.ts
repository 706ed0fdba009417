import { describe, expect, it } from 'vitest';
import { toEmbed, toRatio } from '../../src/behaviours/lightbox/embed.ts';

const embed = (url: string, autoplay = false) => toEmbed(new URL(url), autoplay);

describe('video embeds', () => {
  it('rebuilds every YouTube URL form from the video id, on youtube.com unless the page names youtube-nocookie.com', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=XHOmBV4js_E&list=abc',
      'https://youtu.be/XHOmBV4js_E',
      'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed',
      'https://m.youtube.com/shorts/XHOmBV4js_E',
    ]) {
      expect(embed(url)).toEqual({ kind: 'embed', provider: 'youtube', src: 'https://www.youtube.com/embed/XHOmBV4js_E' });
    }
    // The video widget's privacy mode prints this host: the owner's choice stays.
    expect(embed('https://www.youtube-nocookie.com/embed/XHOmBV4js_E?feature=oembed')?.src).toBe('https://www.youtube-nocookie.com/embed/XHOmBV4js_E');
  });

  it('keeps known player parameters, drops the rest, and adds autoplay when asked', () => {
    const result = embed('https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&rel=0&controls=1&start=30&origin=https://evil.example', true);
    expect(result?.src).toBe('https://www.youtube.com/embed/XHOmBV4js_E?start=30&rel=0&controls=1&autoplay=1');
  });

  it('drops parameter values that are not plain tokens', () => {
    expect(embed('https://youtu.be/XHOmBV4js_E?start=1"><script>')?.src).toBe('https://www.youtube.com/embed/XHOmBV4js_E');
  });

  it('plays Vimeo with the do-not-track parameter only where the page asks for it, and keeps its start time fragment', () => {
    expect(embed('https://player.vimeo.com/video/235215203?loop=1&api=1&dnt=true#t=0m5s', true)).toEqual({
      kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/235215203?loop=1&dnt=true&autoplay=1#t=0m5s',
    });
    expect(embed('https://vimeo.com/235215203')?.src).toBe('https://player.vimeo.com/video/235215203');
  });

  it('returns nothing for other hosts or URLs without a usable id', () => {
    for (const url of ['https://www.dailymotion.com/embed/video/x7tgad0', 'https://youtube.com.evil.example/watch?v=XHOmBV4js_E',
      'https://www.youtube.com/watch?v=bad id!', 'https://vimeo.com/channels/staff', 'https://example.com/clip.mp4']) {
      expect(embed(url)).toBeNull();
    }
  });
});

describe('video aspect ratios', () => {
  it('reads the page builder’s ratio keys and plain numbers, and defaults to 16:9', () => {
    expect(toRatio('169')).toBeCloseTo(16 / 9);
    expect(toRatio('916')).toBeCloseTo(9 / 16);
    expect(toRatio('11')).toBe(1);
    expect(toRatio(43)).toBeCloseTo(4 / 3);
    expect(toRatio('1.5')).toBe(1.5);
    for (const raw of [undefined, '', 'wide', '0', '1e9', {}]) expect(toRatio(raw)).toBeCloseTo(16 / 9);
  });
});
