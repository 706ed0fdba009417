// Widget kinds whose module most elements do not need: for each, whether an element's settings need it. The activate
// chunk mounts a stand-in for those kinds that loads the module only for elements that do (core/activate.ts); the one
// seam between core and the widgets' own code.
import { needsDropCapModule } from './text-editor/gate.ts';

export const STAND_INS: ReadonlyMap<string, (raw: Record<string, unknown>) => boolean> = new Map([['text-editor', needsDropCapModule]]);
