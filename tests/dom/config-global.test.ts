import { afterEach, describe, expect, it } from 'vitest';
import { readConfigGlobal } from '../../src/shared/config-global.ts';

const scope = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete scope['elementorFrontendConfig'];
  document.body.innerHTML = '';
});

describe('reading a config global', () => {
  it('prefers the global the page defined', () => {
    scope['elementorFrontendConfig'] = { version: '3.33.2' };
    expect(readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before')).toEqual({ version: '3.33.2' });
  });

  it('reads the JSON out of a script an optimiser delayed, without running it', () => {
    document.body.innerHTML = `<script type="rocketlazyloadscript" id="elementor-frontend-js-before">var elementorFrontendConfig = {"version":"3.24.0","i18n":{"close":"Close } {"},"kit":{"a":"x"}};\nwindow.hacked = true;</script>`;
    expect(readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before')).toEqual({ version: '3.24.0', i18n: { close: 'Close } {' }, kit: { a: 'x' } });
    expect(scope['hacked']).toBeUndefined();
  });

  it('finds the named variable among several in one script', () => {
    document.body.innerHTML = `<script type="text/rocketscript" id="ecs_ajax_load-js-extra">var other = {"x":1};\nvar ecs_ajax_params = {"ajaxurl":"\\/wp-admin\\/admin-ajax.php","posts":"{\\"a\\":1}"};</script>`;
    expect(readConfigGlobal('ecs_ajax_params', 'ecs_ajax_load-js-extra')).toEqual({ ajaxurl: '/wp-admin/admin-ajax.php', posts: '{"a":1}' });
  });

  it('reads the object when braces follow it, in another statement or a comment', () => {
    document.body.innerHTML = `<script type="rocketlazyloadscript" id="elementor-frontend-js-before">var elementorFrontendConfig = {"version":"3.24.0","kit":{"a":"}"}};\nvar other = {"x":1}; /* } */</script>`;
    expect(readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before')).toEqual({ version: '3.24.0', kit: { a: '}' } });
  });

  it('returns undefined for a missing script, a missing name, or broken JSON', () => {
    expect(readConfigGlobal('elementorFrontendConfig', 'nope')).toBeUndefined();
    document.body.innerHTML = `<script type="x" id="a">var something = {"x":1};</script><script type="x" id="b">var elementorFrontendConfig = {"x": </script>`;
    expect(readConfigGlobal('elementorFrontendConfig', 'a')).toBeUndefined();
    expect(readConfigGlobal('elementorFrontendConfig', 'b')).toBeUndefined();
  });
});
