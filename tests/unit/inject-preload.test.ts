// Tests the modulepreload links `wisp inject` prints beside the loader (the build's list: build-budget.test.ts).
import { describe, expect, it } from 'vitest';
import { injectWisp } from '../../src/tools/inject.ts';

const PAGE = '<!DOCTYPE html>\n<html><head></head>\n<body>\n<p>x</p>\n</body>\n</html>\n';
const inject = (html: string, options: Parameters<typeof injectWisp>[1] = {}) => injectWisp(html, { prepaint: false, ...options });

describe('preload links beside the loader', () => {
  it('puts one modulepreload link per file right before the loader, resolved against its folder', () => {
    const result = inject(PAGE, { preload: ['chunks/activate-AB12.js', 'chunks/chunk-CD34.js'] });
    expect(result.html).toContain('<link rel="modulepreload" href="/wisp/chunks/activate-AB12.js" fetchpriority="low"><link rel="modulepreload" href="/wisp/chunks/chunk-CD34.js" fetchpriority="low"><script type="module" src="/wisp/loader.js" fetchpriority="low"></script>');
    expect(result.preloaded).toEqual(['/wisp/chunks/activate-AB12.js', '/wisp/chunks/chunk-CD34.js']);
  });

  it('follows a loader URL with a query or on another host, and escapes what it prints', () => {
    const cdn = inject(PAGE, { loaderSrc: 'https://cdn.example/w/1.2/loader.js?ver=3&x=/y', preload: ['chunks/activate-AB12.js'] });
    expect(cdn.preloaded).toEqual(['https://cdn.example/w/1.2/chunks/activate-AB12.js']);
    const bare = inject(PAGE, { loaderSrc: 'loader.js', preload: ['chunks/activate-AB12.js'] });
    expect(bare.preloaded).toEqual(['chunks/activate-AB12.js']);
    const quoted = inject(PAGE, { loaderSrc: '/a"b&c/loader.js', preload: ['chunks/activate-AB12.js'] });
    expect(quoted.html).toContain('<link rel="modulepreload" href="/a&quot;b&amp;c/chunks/activate-AB12.js" fetchpriority="low">');
  });

  it('skips a file that is not a chunk path: no way out of the loader\'s folder, no markup', () => {
    const result = inject(PAGE, { preload: ['../secret.js', '/etc/x.js', 'chunks/a.js"><script>alert(1)</script>', 'https://evil.example/x.js', 'chunks/x.css', 'chunks/ok-1.js'] });
    expect(result.preloaded).toEqual(['/wisp/chunks/ok-1.js']);
    expect(result.html).not.toContain('evil');
    expect(result.html).not.toContain('alert');
  });

  it('asks a low fetch priority for the loader and its links: neither is needed for the first paint', () => {
    // Root cause of a later first paint than the page's own: at the default High priority the loader and the activate
    // chunk's link were fetched with the page's CSS and LCP image (Lighthouse's model counts High scripts as blocking).
    const result = inject(PAGE, { preload: ['chunks/activate-AB12.js'] });
    const tags = result.html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).toMatch(/ fetchpriority="low"[ >]/);
  });

  it('adds none by default', () => {
    expect(inject(PAGE).html).not.toContain('modulepreload');
    expect(inject(PAGE).preloaded).toEqual([]);
  });

  it('gives a page that already loads this loader the links it lacks, before that tag, once', () => {
    const loaderTag = '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>';
    const page = PAGE.replace('<p>x</p>', `<p>x</p>${loaderTag}<p>y</p>`);
    const served = inject(page, { preload: ['chunks/activate-AB12.js'] });
    expect(served.preloaded).toEqual(['/wisp/chunks/activate-AB12.js']);
    expect(served.html).toContain(`<p>x</p><link rel="modulepreload" href="/wisp/chunks/activate-AB12.js" fetchpriority="low">${loaderTag}<p>y</p>`);
    expect(served.html.match(/loader\.js/g)).toHaveLength(1);
    // Injected again, or with the link already printed: nothing more.
    const again = inject(served.html, { preload: ['chunks/activate-AB12.js'] });
    expect(again.preloaded).toEqual([]);
    expect(again.html).toBe(served.html);
  });

  it('adds none beside a loader from another URL, which may serve another build', () => {
    const page = PAGE.replace('</body>', '<script type="module" src="https://cdn.example/wisp/loader.js?ver=2"></script></body>');
    const served = inject(page, { preload: ['chunks/activate-AB12.js'] });
    expect(served.preloaded).toEqual([]);
    expect(served.html).not.toContain('modulepreload');
  });
});
