// Reads the page builder's config globals (core, Pro, custom skin) into one typed, defaulted PageConfig.
import { DEFAULT_BREAKPOINTS, toActiveBreakpoints, toGridBreakpoints, toKitBreakpoints, type Breakpoint, type GridBreakpoints } from './breakpoints.ts';
import { readConfigGlobal } from './config-global.ts';
import { isRecord, toFiniteNumber, toRecord, toText } from './guards.ts';

export type PageConfig = {
  /** False when `elementorFrontendConfig` was missing or malformed and defaults stand in. */
  present: boolean;
  edit: boolean;
  isStatic: boolean;
  isRtl: boolean;
  version: string;
  breakpoints: Breakpoint[];
  /** The legacy grid breakpoints (`breakpoints`: xs 0, sm 480, md 768, lg 1025, xl 1440, xxl 1600 by default). */
  gridBreakpoints: GridBreakpoints;
  kit: Record<string, unknown>;
  i18n: Record<string, string>;
  experiments: Record<string, boolean>;
  urls: { assets: string; ajaxurl: string; rest: string; uploadUrl: string };
  post: { id: number; title: string; excerpt: string; featuredImage: string | false };
  userRoles: string[];
  pro: { nonce: string; hasPopups: boolean; shareNetworks: Record<string, unknown> } | null;
  ecs: { ajaxurl: string; posts: string } | null;
};

export type ConfigProblem = { key: string; message: string };

function toStrings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(toRecord(value))) if (typeof text === 'string') out[key] = text;
  return out;
}

function toFlags(value: unknown): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [key, flag] of Object.entries(toRecord(value))) out[key] = flag === true;
  return out;
}

function toPost(value: unknown): PageConfig['post'] {
  const post = toRecord(value);
  const image = post['featuredImage'];
  return {
    id: toFiniteNumber(post['id'], 0),
    title: toText(post['title']),
    excerpt: toText(post['excerpt']),
    featuredImage: typeof image === 'string' ? image : false,
  };
}

function toPro(value: unknown): PageConfig['pro'] {
  if (!isRecord(value)) return null;
  return {
    nonce: toText(value['nonce']),
    hasPopups: toRecord(value['popup'])['hasPopUps'] === true,
    shareNetworks: toRecord(value['shareButtonsNetworks']),
  };
}

function toEcs(value: unknown): PageConfig['ecs'] {
  if (!isRecord(value)) return null;
  return { ajaxurl: toText(value['ajaxurl']), posts: toText(value['posts']) };
}

/** Builds the config from the three globals; problems are returned, not thrown, for the caller to warn about. */
export function toPageConfig(core: unknown, pro: unknown, ecs: unknown): { config: PageConfig; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  if (core === undefined) problems.push({ key: 'config-missing', message: 'elementorFrontendConfig is missing; using defaults' });
  else if (!isRecord(core)) problems.push({ key: 'config-malformed', message: 'elementorFrontendConfig is not an object; using defaults' });
  const raw = toRecord(core);
  const kit = toRecord(raw['kit']);
  const mode = toRecord(raw['environmentMode']);
  const urls = toRecord(raw['urls']);
  const proUrls = toRecord(toRecord(pro)['urls']);
  const roles = toRecord(raw['user'])['roles'];
  return {
    problems,
    config: {
      present: isRecord(core),
      edit: mode['edit'] === true,
      isStatic: raw['is_static'] === true,
      isRtl: raw['is_rtl'] === true,
      version: toText(raw['version']),
      breakpoints: toActiveBreakpoints(raw['responsive']) ?? toKitBreakpoints(kit) ?? DEFAULT_BREAKPOINTS,
      gridBreakpoints: toGridBreakpoints(raw['breakpoints']),
      kit,
      i18n: toStrings(raw['i18n']),
      experiments: toFlags(raw['experimentalFeatures']),
      urls: {
        assets: toText(urls['assets']),
        ajaxurl: toText(urls['ajaxurl'], toText(toRecord(pro)['ajaxurl'], '/wp-admin/admin-ajax.php')),
        rest: toText(proUrls['rest'], '/wp-json/'),
        uploadUrl: toText(urls['uploadUrl']),
      },
      post: toPost(raw['post']),
      userRoles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
      pro: toPro(pro),
      ecs: toEcs(ecs),
    },
  };
}

let cached: PageConfig | null = null;

/** Whether the page printed the core config that pageConfig reads, as a global or in a delayed script (not reading it). */
export const hasPrintedConfig = (): boolean => 'elementorFrontendConfig' in window || !!document.getElementById('elementor-frontend-js-before');

/** The page's config, read once from the globals the page printed with `var` (so they live on `window`). */
export function pageConfig(): PageConfig {
  if (cached) return cached;
  const { config, problems } = toPageConfig(
    readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before'),
    readConfigGlobal('ElementorProFrontendConfig', 'elementor-pro-frontend-js-before'),
    readConfigGlobal('ecs_ajax_params', 'ecs_ajax_load-js-extra'),
  );
  // Read once per page, so each problem is told once (here rather than in the loader, which must stay small).
  for (const problem of problems) console.warn(`[wisp] config: ${problem.message}`);
  cached = config;
  return config;
}
