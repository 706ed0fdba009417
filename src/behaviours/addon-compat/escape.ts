// `elementorFrontend.utils.escapeHTML`: text safe inside markup and quoted attributes.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

export const escapeHTML = (value: unknown): string => String(value).replace(/[&<>'"]/g, (char) => HTML_ESCAPES[char] ?? char);
