// Taxonomy filter settings: the loop grid it drives, its taxonomy, and how several selected terms combine.
import { oneOf } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';

export type TaxonomyFilterSettings = {
  /** The 7-character element id of the loop grid this filter refreshes; required. */
  selected_element: string;
  /** The taxonomy the buttons' terms belong to (`category`, `post_tag`, a custom one); required. */
  taxonomy: string;
  /**
   * `yes` lets several terms be selected at once.
   * @default 'no'
   */
  multiple_selection: 'yes' | 'no';
  /**
   * With multiple selection: `AND` shows posts that have every selected term, `OR` posts that have any.
   * @default 'AND'
   */
  logical_combination: 'AND' | 'OR';
};

type Options = Pick<TaxonomyFilterSettings, 'multiple_selection' | 'logical_combination'>;

const FIELDS: Fields<Options> = {
  multiple_selection: { schema: oneOf(['yes', 'no']), fallback: 'no' },
  logical_combination: { schema: oneOf(['AND', 'OR']), fallback: 'AND' },
};

// The refresh route accepts exactly 7 alphanumerics as the widget id (elementor-pro.md §7.4).
const ELEMENT_ID = /^[a-z0-9]{7}$/i;
// WordPress taxonomy names: at most 32 characters of lowercase letters, digits, dashes and underscores.
const TAXONOMY = /^[a-z0-9_-]{1,32}$/i;

export function parse(raw: Record<string, unknown>): ParseResult<TaxonomyFilterSettings> {
  const target = raw['selected_element'];
  if (typeof target !== 'string' || !ELEMENT_ID.test(target)) {
    return { ok: false, key: 'selected_element', message: `setting "selected_element" must be the 7-character id of a loop grid, got ${JSON.stringify(target)}; filter left inactive` };
  }
  const taxonomy = raw['taxonomy'];
  if (typeof taxonomy !== 'string' || !TAXONOMY.test(taxonomy)) {
    return { ok: false, key: 'taxonomy', message: `setting "taxonomy" must be a taxonomy name, got ${JSON.stringify(taxonomy)}; filter left inactive` };
  }
  const { settings, warnings } = readFields(raw, FIELDS);
  return { ok: true, settings: { selected_element: target, taxonomy, ...settings }, warnings };
}
