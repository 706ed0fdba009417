// The filter state of one loop widget, keyed by filter id, and its consolidation into what the refresh route reads.
import { ALL } from './buttons.ts';

export { ALL };
export type LogicalJoin = 'AND' | 'OR';
export type FilterData = { selectedTaxonomy: string; terms: string[]; logicalJoin?: LogicalJoin };
export type FilterEntry = { filterType: 'taxonomy'; filterData: FilterData };
/** Filter widget id → its entry; a filter showing "all" has no entry. */
export type Filters = Map<string, FilterEntry>;
/** One term chosen or dropped: what a button click means. */
export type TermChange = { filterType: 'taxonomy'; filterData: { selectedTaxonomy: string; term: string } };
export type TaxonomyTerms = { terms: string[]; logicalJoin?: LogicalJoin };
/** filter type → taxonomy → terms, the `widget_filters` of the refresh request. */
export type Consolidated = Record<string, Record<string, TaxonomyTerms>>;


export function termsOf(filters: Filters, filterId: string): string[] {
  return filters.get(filterId)?.filterData.terms ?? [];
}

/** Sets a filter's whole term list; an empty list removes the entry. */
export function putTerms(filters: Filters, filterId: string, taxonomy: string, terms: readonly string[], join?: LogicalJoin): void {
  if (terms.length === 0) return void filters.delete(filterId);
  const filterData: FilterData = { selectedTaxonomy: taxonomy, terms: [...new Set(terms)] };
  if (join) filterData.logicalJoin = join;
  filters.set(filterId, { filterType: 'taxonomy', filterData });
}

/**
 * Chooses a term: "all" clears the filter; with multiple selection (`join` given) the term joins the chosen ones,
 * otherwise it replaces them.
 */
export function addTerm(filters: Filters, filterId: string, change: TermChange, join?: LogicalJoin): void {
  const { selectedTaxonomy, term } = change.filterData;
  if (term === ALL) return void filters.delete(filterId);
  const current = join ? termsOf(filters, filterId) : [];
  putTerms(filters, filterId, selectedTaxonomy, [...current, term], join);
}

/** Drops one chosen term; dropping the last one leaves the filter on "all". */
export function removeTerm(filters: Filters, filterId: string, change: TermChange): void {
  const entry = filters.get(filterId);
  if (!entry) return;
  const rest = entry.filterData.terms.filter((term) => term !== change.filterData.term);
  putTerms(filters, filterId, change.filterData.selectedTaxonomy, rest, entry.filterData.logicalJoin);
}

/** type → taxonomy → terms; filters without terms are left out, and of two filters on one taxonomy the later wins. */
export function consolidate(filters: Filters): Consolidated {
  const out: Consolidated = {};
  for (const { filterType, filterData } of filters.values()) {
    if (filterData.terms.length === 0) continue;
    const byTaxonomy = (out[filterType] ??= {});
    const entry: TaxonomyTerms = { terms: [...filterData.terms] };
    if (filterData.logicalJoin) entry.logicalJoin = filterData.logicalJoin;
    byTaxonomy[filterData.selectedTaxonomy] = entry;
  }
  return out;
}

/** A stable text of what is filtered, whatever order the filters or terms were chosen in. */
function toKey(consolidated: Consolidated): string {
  const parts: string[] = [];
  for (const [type, byTaxonomy] of Object.entries(consolidated)) {
    for (const [taxonomy, { terms, logicalJoin }] of Object.entries(byTaxonomy)) {
      parts.push(JSON.stringify([type, taxonomy, logicalJoin ?? '', [...terms].sort()]));
    }
  }
  return parts.sort().join('|');
}

export function isSameConsolidated(a: Consolidated, b: Consolidated): boolean {
  return toKey(a) === toKey(b);
}
