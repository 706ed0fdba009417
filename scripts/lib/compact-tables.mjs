// The activate chunk's import tables, written once per folder instead of once per module. esbuild expands each
// `import(`../widgets/${kind}/index.ts`)` into an object of `"../widgets/accordion/index.ts":()=>import("./accordion-D8EDFC72.js")`
// entries: for the 65 kinds, features and behaviours, the folder, `/index.ts`, the arrow and the file name are repeated
// in every entry, 376 B of the chunk's gzip, fetched before any input on every page. Run after the chunks have their
// final names (renameByContent hashed the activate chunk with the full names in it, so its name still changes whenever
// a module's does), it rewrites each table as one string of `name-HASH` items, expanded by a small function into the
// same object, and shifts the source map to match.
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { readFile, writeFile } from 'node:fs/promises';

/** A whole table: the helper esbuild wraps it in, then entries of one folder, each `name/index.ts` to `./name-HASH.js`. */
const TABLE = /\(\{((?:"\.\.\/[a-z-]+\/[a-z0-9-]+\/index\.ts":\(\)=>import\("\.\/[a-z0-9-]+-[0-9A-F]{8}\.js"\),?)+)\}\)/g;
const ENTRY = /"\.\.\/([a-z-]+)\/([a-z0-9-]+)\/index\.ts":\(\)=>import\("\.\/([a-z0-9-]+)-([0-9A-F]{8})\.js"\)/g;
/** Defined once on the chunk's first line; the name cannot clash with esbuild's minified ones (no `$` prefix there). */
const EXPAND = '$wispTable';
const EXPANDER = `const ${EXPAND}=(d,l)=>Object.fromEntries(l.split(",").map(e=>["../"+d+"/"+e.slice(0,e.lastIndexOf("-"))+"/index.ts",()=>import("./"+e+".js")]));`;

/** One table as a call of the expander, or null when an entry is not in the one form it can rebuild exactly. */
function compact(body) {
  const entries = [...body.matchAll(ENTRY)];
  const folders = new Set(entries.map((entry) => entry[1]));
  // TABLE matched the body as entries alone, so these are all of it.
  if (folders.size !== 1 || entries.some(([, , name, file]) => name !== file)) return null;
  return `(${EXPAND}("${[...folders][0]}","${entries.map(([, , name, , hash]) => `${name}-${hash}`).join(',')}"))`;
}

/** Rewrites the tables of the chunk at `path` (and its `.map`); returns how many it rewrote. */
export async function compactImportTables(path) {
  const code = await readFile(path, 'utf8');
  if (code.includes(EXPAND)) throw new Error(`build: ${path} already uses the name ${EXPAND}`);
  const map = JSON.parse(await readFile(`${path}.map`, 'utf8'));
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  let count = 0;
  lines.forEach((text, index) => {
    // Each replacement moves what follows it on the line: [start, end) in the old text, `delta` added after it.
    const edits = [];
    const next = text.replace(TABLE, (whole, body, offset) => {
      const replacement = compact(body);
      if (replacement === null) return whole;
      edits.push({ start: offset, end: offset + whole.length, delta: replacement.length - whole.length });
      return replacement;
    });
    if (edits.length === 0) return;
    count += edits.length;
    lines[index] = next;
    mappings[index] = (mappings[index] ?? []).flatMap((segment) => {
      let column = segment[0];
      for (const edit of edits) {
        if (segment[0] >= edit.end) column += edit.delta;
        // A segment inside a rewritten table points at its start: the whole table came from one import expression.
        else if (segment[0] > edit.start) return [];
      }
      return [[column, ...segment.slice(1)]];
    });
  });
  if (count === 0) return 0;
  // The expander on a line of its own, first: every mapping moves down one line, none moves across.
  map.mappings = encode([[], ...mappings]);
  await writeFile(path, `${EXPANDER}\n${lines.join('\n')}`);
  await writeFile(`${path}.map`, JSON.stringify(map));
  return count;
}
