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
  const end = start < 0 ? -1 : objectEnd(text, start);
  if (end < 0) return undefined;
  try {
    return JSON.parse(text.slice(start, end));
  } catch {
    return undefined;
  }
}
