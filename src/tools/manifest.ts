// What the build writes to dist/manifest.json for hosts (the WordPress plugin): kinds wisp handles, handles it replaces
// and the prepaint style.
import { WIDGETS } from '../core/registry.ts';
import { PREPAINT_CSS, PREPAINT_STRETCH_CSS } from './prepaint.ts';
import { CONFIG_SCRIPTS, FRONTEND_API_HANDLES, REPLACED_HANDLES } from './replaced-handles.ts';

export type Manifest = {
  /** `data-widget_type` bases with a wisp module, sorted. */
  kinds: string[];
  handles: string[];
  frontendApiHandles: string[];
  configScripts: { handle: string; part: string; global: string }[];
  /** The prepaint style's text (`tools/prepaint.ts`), which the plugin prints in the head. */
  prepaintCss: string;
  /** The part of it the plugin leaves out when the kit fits stretched sections to a container. */
  prepaintStretchCss: string;
};

/** The manifest's content, read from the registry and the handle list, never copied by hand. */
export function createManifest(): Manifest {
  return {
    kinds: [...WIDGETS.keys()].sort(),
    handles: [...REPLACED_HANDLES],
    frontendApiHandles: [...FRONTEND_API_HANDLES],
    configScripts: CONFIG_SCRIPTS.map((entry) => ({ ...entry })),
    prepaintCss: PREPAINT_CSS,
    prepaintStretchCss: PREPAINT_STRETCH_CSS,
  };
}
