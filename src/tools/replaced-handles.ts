// The WordPress script handles wisp replaces: the one list the README, `wisp inject`'s tests and the WordPress plugin read.

/**
 * Handles that define the page builder's frontend API (`elementorFrontend`, its modules and hooks). A script outside
 * this list that depends on one of them is an add-on that talks to that API, so the page keeps the original scripts.
 */
export const FRONTEND_API_HANDLES = [
  'elementor-webpack-runtime',
  'elementor-frontend-modules',
  'elementor-frontend',
  'elementor-pro-webpack-runtime',
  'elementor-pro-frontend',
  'pro-elements-handlers',
] as const;

/** Script handles (WordPress ids `{handle}-js`) that wisp replaces, in the README's order. */
export const REPLACED_HANDLES = [
  ...FRONTEND_API_HANDLES,
  'elementor-sticky',
  'smartmenus',
  'swiper',
  'elementor-dialog',
  'elementor-waypoints',
  'share-link',
  'jquery-numerator',
  'jquery-ui-core',
  'ecs-script',
  'ecs_ajax_load',
  'dynamic-conditions',
] as const;

/**
 * Config globals printed inline with a replaced handle: `before` is `wp_add_inline_script(…, 'before')`, `data` is
 * `wp_localize_script`. Dequeuing the handle drops them, so the plugin prints them itself, unchanged.
 */
export const CONFIG_SCRIPTS = [
  { handle: 'elementor-frontend', part: 'before', global: 'elementorFrontendConfig' },
  { handle: 'elementor-pro-frontend', part: 'before', global: 'ElementorProFrontendConfig' },
  { handle: 'ecs_ajax_load', part: 'data', global: 'ecs_ajax_params' },
] as const;
