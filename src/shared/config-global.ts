// A config global by name, or, when a page optimiser delayed its inline script, the JSON inside that script.

/** Index just past the JSON object starting at `start`, skipping braces inside strings; -1 when it never closes. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index + 1;
  }
  return -1;
}

/**
 * WP Rocket, Cloudflare and similar tools rewrite inline scripts' `type` so they run late or never; the page
 * builder's `var name = {…};` is then in the script text only. Reading it as JSON never runs any of it.
 */
export function readConfigGlobal(name: string, scriptId: string): unknown {
  const value = (window as unknown as Record<string, unknown>)[name];
  if (value !== undefined) return value;
  const text = document.getElementById(scriptId)?.textContent ?? '';
  const at = text.indexOf(name);
  const start = at < 0 ? -1 : text.indexOf('{', at);
  if (start < 0) return undefined;
  // Most such scripts hold the one object, so the text up to its last brace is that object: JSON.parse alone reads it,
  // natively (scanning it character by character first cost 3 ms of a phone's start-up on a 6 KB config, at 1x CPU).
  // Anything after it (another variable, a brace in a comment) makes that text invalid JSON, and the scan finds the end.
  const parse = (end: number): unknown => {
    try {
      return end < 0 ? undefined : JSON.parse(text.slice(start, end));
    } catch {
      return undefined;
    }
  };
  return parse(text.lastIndexOf('}') + 1) ?? parse(objectEnd(text, start));
}
