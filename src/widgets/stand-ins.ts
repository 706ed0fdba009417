// Widget kinds whose module the activate chunk stands in for: a tiny mount carried in that chunk, which loads the real
// module only for elements that need it. The one seam between core and the widgets' own code (core/activate.ts).
import type { LoadedModule } from '../core/types.ts';
import { textEditorGate } from './text-editor/gate.ts';

export const STAND_INS: ReadonlyMap<string, LoadedModule> = new Map([['text-editor', textEditorGate]]);
