// Text editor (`text-editor.default`): only the drop cap needs script. The first letter of the first paragraph
// moves into `span.elementor-drop-cap > span.elementor-drop-cap-letter`, which the stylesheet floats and enlarges.
import type { ParseResult, WispModule } from '../../core/types.ts';

type TextEditorSettings = {
  /**
   * `yes` when the drop cap switch is on.
   * @default 'no'
   */
  drop_cap: 'yes' | 'no';
};

/**
 * Read by hand, not with readFields: text editors are on nearly every page, and this one switch is not worth
 * loading the 7 KB schema library for. Same outcome: a wrong value falls back to `no` with one warning.
 */
function parse(raw: Record<string, unknown>): ParseResult<TextEditorSettings> {
  const value = raw['drop_cap'];
  if (value === 'yes' || value === 'no') return { ok: true, settings: { drop_cap: value } };
  const warnings = value === undefined || value === null || value === ''
    ? []
    : [{ key: 'drop_cap', message: `setting "drop_cap" has an unexpected value ${JSON.stringify(value)}; using "no"` }];
  return { ok: true, settings: { drop_cap: 'no' }, warnings };
}

/** Leading white space, the letter (one code point) and at most one space after it, which goes with the letter. */
const FIRST_LETTER = /^\s*(\S) ?/u;

/**
 * The text node the paragraph starts with. None when it starts with an element (a link, bold text…): the original
 * leaves those paragraphs alone, and so does wisp.
 */
function leadingText(paragraph: HTMLElement): Text | null {
  for (const node of paragraph.childNodes) {
    if (!(node instanceof Text)) return null;
    if (node.data.trim() !== '') return node;
  }
  return null;
}

function buildDropCap(letter: string): HTMLElement {
  const dropCap = document.createElement('span');
  dropCap.className = 'elementor-drop-cap';
  const inner = document.createElement('span');
  inner.className = 'elementor-drop-cap-letter';
  inner.textContent = letter;
  dropCap.append(inner);
  return dropCap;
}

const textEditor: WispModule<TextEditorSettings> = {
  parse,
  mount: (root, settings) => {
    const paragraph = settings.drop_cap === 'yes' ? root.querySelector('p') : null;
    const text = paragraph ? leadingText(paragraph) : null;
    const match = text ? FIRST_LETTER.exec(text.data) : null;
    // Without the switch, a paragraph or a leading letter there is nothing to do; none of these is a fault.
    if (!paragraph || !text || !match?.[1]) return;
    const original = text.data;
    // Spaces left at the start would collapse next to the floated letter; the original keeps them as &nbsp;.
    text.data = original.slice(match[0].length).replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length));
    const dropCap = buildDropCap(match[1]);
    paragraph.prepend(dropCap);
    return () => {
      dropCap.remove();
      text.data = original;
    };
  },
};

export default textEditor;
