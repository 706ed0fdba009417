// `?theme_template_id={id}`: scrolls to that template's document on load (theme-builder preview links use it).
import { findDocument } from './documents.ts';

/** Template ids are post ids; anything else in the parameter is ignored rather than put in a selector. */
const TEMPLATE_ID = /^\d{1,20}$/;

/** The template's document element named by the page URL, or null. */
export function findTemplateTarget(search: string): HTMLElement | null {
  const id = new URLSearchParams(search).get('theme_template_id');
  return id !== null && TEMPLATE_ID.test(id) ? findDocument(id) : null;
}
