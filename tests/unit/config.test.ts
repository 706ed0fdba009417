import { describe, expect, it } from 'vitest';
import { toPageConfig } from '../../src/shared/config.ts';

describe('page config', () => {
  it('reads the core, pro and custom-skin globals', () => {
    const { config, problems } = toPageConfig(
      {
        environmentMode: { edit: true }, is_rtl: true, version: '3.33.2', kit: { global_image_lightbox: 'yes' },
        i18n: { close: 'Close', bogus: 4 }, experimentalFeatures: { container: true },
        urls: { assets: '/a/', ajaxurl: '/wp-admin/admin-ajax.php' }, post: { id: 719, title: 'Cyber%20Essentials', featuredImage: false },
        user: { roles: ['editor', 7] },
      },
      { nonce: 'n1', urls: { rest: '/wp-json/' }, popup: { hasPopUps: true } },
      { ajaxurl: '/wp-admin/admin-ajax.php', posts: '{"post_type":"post"}' },
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      present: true, edit: true, isRtl: true, version: '3.33.2', i18n: { close: 'Close' }, experiments: { container: true },
      post: { id: 719, title: 'Cyber%20Essentials', excerpt: '', featuredImage: false }, userRoles: ['editor'],
      pro: { nonce: 'n1', hasPopups: true }, ecs: { posts: '{"post_type":"post"}' }, urls: { rest: '/wp-json/' },
    });
    expect(config.i18n).not.toHaveProperty('bogus');
  });

  it('uses defaults and names the problem when the core global is missing or not an object', () => {
    for (const [value, key] of [[undefined, 'config-missing'], ['oops', 'config-malformed'], [[1, 2], 'config-malformed']] as const) {
      const { config, problems } = toPageConfig(value, undefined, undefined);
      expect(problems.map((problem) => problem.key)).toEqual([key]);
      expect(config.breakpoints.map((b) => b.value)).toEqual([767, 1024]);
      expect(config.present).toBe(false);
      expect(config.pro).toBeNull();
    }
  });

  it('keeps wrong-typed fields at their defaults', () => {
    const { config } = toPageConfig({ is_static: 'yes', post: { id: 'x' }, user: { roles: 'admin' }, responsive: 3 }, 'pro?', 5);
    expect(config.isStatic).toBe(false);
    expect(config.post.id).toBe(0);
    expect(config.userRoles).toEqual([]);
    expect(config.pro).toBeNull();
    expect(config.ecs).toBeNull();
  });
});
