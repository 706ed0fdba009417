// Post-build steps on the chunks' imports, after merge-chunks.mjs: no name imported that is not used, and one import
// statement per imported file. Measured on the build of 2026-12-05: the popups chunk imported 64 names of the activate
// chunk and used 21 (esbuild's split chunks import every runtime helper, and a shim re-exports all it is given), in
// fourteen statements from the same file (esbuild writes one per import record and never joins them).
import * as esbuild from 'esbuild';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const LEADING_IMPORTS = /^(?:import(?:\{[^}]*\}from)?"[^"]+";)+/;
const ONE_IMPORT = /import(?:\{([^}]*)\}from)?"([^"]+)";/g;
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The leading imports with each file named once, in the order of its first statement (so evaluation order is kept); a
 * bare `import"./x.js";` (what esbuild leaves of an import whose names went unused) adds nothing to a named one.
 */
export function joinImports(prefix) {
  const byFile = new Map();
  for (const [, names, file] of prefix.matchAll(ONE_IMPORT)) byFile.set(file, [...(byFile.get(file) ?? []), ...(names ? [names] : [])]);
  return [...byFile].map(([file, names]) => (names.length ? `import{${names.join(',')}}from"${file}";` : `import"${file}";`)).join('');
}

function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

function encodeField(value) {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    text += DIGITS.charAt(rest ? digit | 32 : digit);
  } while (rest);
  return text;
}

/** Source-map mappings as absolute [column, source, line, column, name] per generated line, and back. */
function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    return line.split(',').filter(Boolean).map((text) => decodeSegment(text).map((delta, index) => (state[index] += delta)));
  });
}

function encodeMappings(lines) {
  const state = [0, 0, 0, 0, 0];
  return lines.map((segments) => {
    state[0] = 0;
    return segments.map((fields) => fields.map((value, index) => {
      const delta = value - (state[index] ?? 0);
      state[index] = value;
      return encodeField(delta);
    }).join('')).join(',');
  }).join(';');
}

/**
 * Bundles every chunk again on its own, with every other chunk external: esbuild then drops the imports nothing uses,
 * which it cannot see across chunks while splitting. Each chunk's source map is chained through its linked map.
 */
export async function pruneImports(chunkDir, target) {
  const files = (await readdir(chunkDir)).filter((file) => file.endsWith('.js')).map((file) => resolve(chunkDir, file));
  const result = await esbuild.build({
    entryPoints: files, outdir: chunkDir, outbase: chunkDir, entryNames: '[name]', allowOverwrite: true, write: false,
    bundle: true, format: 'esm', minify: true, sourcemap: 'linked', legalComments: 'none', logLevel: 'error', target,
    plugins: [{ name: 'chunks-external', setup: (build) => build.onResolve({ filter: /^\.\/[^/]+\.js$/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true })) }],
  });
  for (const output of result.outputFiles) await writeFile(output.path, output.contents);
}

/**
 * Joins the leading imports of every chunk in `chunkDir` and shifts its source map to match. Segments inside the
 * imports pointed at the build's shims, not at our sources, and are dropped. Returns the bytes saved, raw.
 */
export async function mergeLeadingImports(chunkDir) {
  let saved = 0;
  for (const name of (await readdir(chunkDir)).filter((file) => file.endsWith('.js'))) {
    const file = resolve(chunkDir, name);
    const code = await readFile(file, 'utf8');
    const prefix = LEADING_IMPORTS.exec(code)?.[0];
    if (!prefix) continue;
    const joined = joinImports(prefix);
    if (joined.length === prefix.length) continue;
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
    const lines = decodeMappings(map.mappings);
    const shift = joined.length - prefix.length;
    lines[0] = (lines[0] ?? []).filter((fields) => fields[0] >= prefix.length).map(([column, ...rest]) => [column + shift, ...rest]);
    map.mappings = encodeMappings(lines);
    await writeFile(file, joined + code.slice(prefix.length));
    await writeFile(`${file}.map`, JSON.stringify(map));
    saved += prefix.length - joined.length;
  }
  return saved;
}
