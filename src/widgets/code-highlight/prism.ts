// Prism, imported only when a code-highlight widget mounts, with only the languages its code blocks name.
import { ALIASES, LANGUAGES } from './prism-languages.ts';
import { toTrustedHtml } from '../../shared/trusted-types.ts';

export type PrismApi = {
  highlightElement(element: Element): void;
  languages: Record<string, unknown>;
  hooks: { add(name: string, callback: (env: { highlightedCode?: unknown }) => void): void };
};

let core: Promise<PrismApi> | null = null;
const loaded = new Map<string, Promise<unknown>>();

/** The language a `language-*` class names, resolved through aliases; null when wisp has no grammar for it. */
export function toLanguage(element: Element): string | null {
  const name = [...element.classList].find((token) => token.startsWith('language-'))?.slice('language-'.length) ?? '';
  // Own keys only: `language-constructor` is no grammar (`in` also sees what every object inherits).
  const language = Object.hasOwn(ALIASES, name) ? ALIASES[name]! : name;
  return Object.hasOwn(LANGUAGES, language) ? language : null;
}

/** Prism writes its escaped token markup with `innerHTML`; under Trusted Types that string must come from our policy. */
function trustOutput(prism: PrismApi): PrismApi {
  prism.hooks.add('before-insert', (env) => {
    if (typeof env.highlightedCode === 'string') env.highlightedCode = toTrustedHtml(env.highlightedCode);
  });
  return prism;
}

function loadCore(): Promise<PrismApi> {
  // Manual mode: Prism must not highlight the whole page on its own, nor listen for worker messages.
  const scope = globalThis as { Prism?: unknown };
  scope.Prism ??= { manual: true, disableWorkerMessageHandler: true };
  core ??= import('prismjs/components/prism-core.js').then(() => trustOutput(scope.Prism as PrismApi));
  return core;
}

/** Loads a language after the ones it extends; each loads once. */
function loadLanguage(name: string): Promise<unknown> {
  let promise = loaded.get(name);
  if (!promise) {
    const language = LANGUAGES[name];
    promise = language ? Promise.all(language.needs.map(loadLanguage)).then(() => language.load()) : Promise.resolve();
    loaded.set(name, promise);
  }
  return promise;
}

/** Prism with the given language ready. */
export async function loadPrism(language: string): Promise<PrismApi> {
  const prism = await loadCore();
  await loadLanguage(language);
  return prism;
}
