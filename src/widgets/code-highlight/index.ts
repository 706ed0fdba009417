// Code highlight (`code-highlight.default`): line numbers, highlighted lines and a copy button over the server's code.
import { text } from '../../shared/checks.ts';
import type { WispModule } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { addCopyButton } from './copy.ts';
import { addHighlights, addLineNumbers, countLines, toLineRanges } from './lines.ts';
import { loadPrism, toLanguage } from './prism.ts';

type CodeSettings = {
  /** `line-numbers` numbers the lines (the server also puts the class on the `pre`). @default '' */
  line_numbers: string;
  /** Lines to highlight, `"1,3-5"` (the server also prints it as `pre[data-line]`). @default '' */
  highlight_lines: string;
  /** `copy-to-clipboard` adds the copy button (the server also puts the class on the wrapper). @default '' */
  copy_to_clipboard: string;
};

const FIELDS: Fields<CodeSettings> = {
  line_numbers: { schema: text(), fallback: '' },
  highlight_lines: { schema: text(), fallback: '' },
  copy_to_clipboard: { schema: text(), fallback: '' },
};

type PrismGlobal = { highlightAllUnder(element: Element, async?: boolean): void };

/**
 * A Prism the page loaded itself (the original's cdnjs scripts) does the whole job, as in the original. The one wisp
 * loads sets the same global, but in manual mode, which tells them apart.
 */
function pagePrism(): PrismGlobal | null {
  const prism = (globalThis as { Prism?: unknown }).Prism;
  if (typeof prism !== 'object' || prism === null || (prism as { manual?: unknown }).manual === true) return null;
  return typeof (prism as PrismGlobal).highlightAllUnder === 'function' ? prism as PrismGlobal : null;
}

/** Line numbers, highlighted lines and the copy button, over the code as it stands. */
function decorateCode(pre: HTMLElement, code: HTMLElement, text: string, settings: CodeSettings, signal: AbortSignal): void {
  const lines = countLines(text);
  const wrapper = pre.parentElement;
  if (settings.line_numbers === 'line-numbers' || pre.classList.contains('line-numbers')) {
    pre.classList.add('line-numbers');
    addLineNumbers(code, lines);
  }
  const ranges = toLineRanges(pre.getAttribute('data-line') ?? settings.highlight_lines);
  if (ranges.length > 0) addHighlights(pre, code, ranges, lines);
  if (settings.copy_to_clipboard === 'copy-to-clipboard' || wrapper?.classList.contains('copy-to-clipboard')) {
    addCopyButton(pre, text, signal);
  }
}

const codeHighlight: WispModule<CodeSettings> = {
  parse: (raw) => ({ ok: true, ...readFields(raw, FIELDS) }),
  mount: (root, settings, ctx) => {
    const pre = ctx.own('pre')[0];
    const code = pre?.querySelector<HTMLElement>('code');
    if (!pre || !code) {
      ctx.warn('markup', 'no pre > code; left as it is');
      return false;
    }
    const prism = pagePrism();
    if (prism) {
      prism.highlightAllUnder(root, false);
      return void root.setAttribute('data-wisp-highlighted', '');
    }
    // Colours first: Prism rewrites the code element, so the decorations go on afterwards (or alone if it fails).
    const text = code.textContent ?? '';
    const decorate = () => {
      decorateCode(pre, code, text, settings, ctx.signal);
      // Marks the end of the asynchronous part, for scripts and tests that wait for the colours and decorations.
      root.setAttribute('data-wisp-highlighted', '');
    };
    const language = toLanguage(code) ?? toLanguage(pre);
    if (!language) return void decorate();
    loadPrism(language).then((prism) => {
      if (ctx.signal.aborted) return;
      // Prism tokenises the text content and escapes it: no markup from the page is interpreted.
      prism.highlightElement(code);
      decorate();
    }, () => {
      ctx.warn('prism', `the ${language} grammar could not be loaded; the code is shown without colours`);
      if (!ctx.signal.aborted) decorate();
    });
  },
};

export default codeHighlight;

