// Post-build step: folds the chunks an entry always imports into that entry's file, so they cost one request, not one
// each. esbuild (which has no manualChunks) makes one shared chunk per set of importing entries; every chunk the
// activate chunk imports statically is fetched with it anyway, so it may as well be in it.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { basename, dirname, relative, resolve } from 'node:path';

/** The entry's file and every chunk it imports statically, directly or not (metafile paths). */
export function staticClosure(outputs, file) {
  const seen = new Set();
  const visit = (next) => {
    if (seen.has(next) || !outputs[next]) return;
    seen.add(next);
    for (const item of outputs[next].imports) if (item.kind === 'import-statement') visit(item.path);
  };
  visit(file);
  return seen;
}

/**
 * Lazy parts of a module that are fetched ahead of their use, by name: the popup actions, as the first input wakes
 * action links (behaviours/first-input.ts), so the modal's chunks come with them rather than one round trip after.
 */
const LAZY_PARTS = new Map([['src/behaviours/popups/actions.ts', 'behaviours/popups/actions']]);

/**
 * The call that tells the entry, per widget, element or behaviour module (`widgets/tabs`), which chunks it imports statically besides
 * the merged group, so it can preload them with the module; file names are listed once and referred to by index.
 */
function chunkDepsCall(outputs, group, entryPath) {
  const files = [];
  const deps = {};
  for (const [file, output] of Object.entries(outputs)) {
    const module = /^src\/((?:widgets|elements|behaviours)\/.+)\/index\.tsx?$/.exec(output.entryPoint ?? '')?.[1] ?? LAZY_PARTS.get(output.entryPoint ?? '');
    if (!module || group.has(file)) continue;
    const chunks = [...staticClosure(outputs, file)].filter((next) => next !== file && !group.has(next)).map((next) => basename(next));
    if (chunks.length === 0) continue;
    for (const name of chunks) if (!files.includes(name)) files.push(name);
    deps[module] = chunks.map((name) => files.indexOf(name));
  }
  return `import { setChunkDeps } from ${JSON.stringify(entryPath)};\nsetChunkDeps(${JSON.stringify(files)}, ${JSON.stringify(deps)});`;
}

/** Resolves chunk imports: files of the group are bundled (or shimmed), every other chunk stays an external import. */
function chunkResolver(root, group, shim, keep = null) {
  return {
    name: 'merge-chunks',
    setup(build) {
      build.onResolve({ filter: /^merge:entry$/ }, () => ({ path: 'entry', namespace: 'merge' }));
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace === 'shim') return { path: args.path, external: true };
        const file = resolve(args.resolveDir, args.path);
        const key = relative(root, file);
        if (!group.has(key) || key === keep) return { path: `./${basename(file)}`, external: true };
        return shim ? { path: key, namespace: 'shim' } : { path: file };
      });
      if (shim) build.onLoad({ filter: /.*/, namespace: 'shim' }, (args) => ({ contents: shim(args.path), loader: 'js' }));
    },
  };
}

const common = { bundle: true, format: 'esm', minify: true, sourcemap: 'linked', write: false, legalComments: 'none', logLevel: 'error' };

async function writeOutputs(outputFiles, rename = (path) => path) {
  for (const output of outputFiles) await writeFile(rename(output.path), output.contents);
}

/**
 * Small shared chunks that many modules import (`sharedBy` or more, at most `maxGzip` bytes gzip each, every source file
 * matching `inputs`) and that import nothing outside the group: code most pages fetch anyway, cheaper inside the entry than as its own request.
 */
function commonChunks(root, outputs, group, { sharedBy, maxGzip, inputs = /^/ }) {
  const importers = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (group.has(file)) continue;
    for (const item of output.imports) if (item.kind === 'import-statement') importers.set(item.path, (importers.get(item.path) ?? 0) + 1);
  }
  const candidates = Object.keys(outputs).filter((file) => file.endsWith('.js') && !group.has(file) && !outputs[file].entryPoint
    && Object.entries(outputs[file].inputs).every(([input, { bytesInOutput }]) => bytesInOutput === 0 || inputs.test(input))
    && (importers.get(file) ?? 0) >= sharedBy && gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length <= maxGzip);
  let added = true;
  while (added) {
    added = false;
    for (const file of candidates) {
      if (group.has(file) || ![...staticClosure(outputs, file)].every((next) => next === file || group.has(next))) continue;
      group.add(file);
      added = true;
    }
  }
}

/**
 * Merges `entryFile` (a metafile output path) with its static imports, and with the common chunks `options` select
 * (`sharedBy`, `maxGzip`; `target` is esbuild's, as for the first build), into
 * one file named after the entry with a new hash; rewrites every other chunk's imports of them, and returns the
 * metafile outputs updated to match.
 */
export async function mergeStaticImports(root, metafile, entryFile, options = { sharedBy: Infinity, maxGzip: 0, target: 'es2020' }) {
  const outputs = structuredClone(metafile.outputs);
  const group = staticClosure(outputs, entryFile);
  commonChunks(root, outputs, group, options);
  if (group.size === 1) return { outputs, file: entryFile };
  return mergeGroup(root, outputs, entryFile, group, options.target, { rename: true });
}

const MODULE_FOLDER = /^src\/(?:widgets|elements|behaviours)\/[^/]+\//;

/** The module folder (`src/behaviours/popups/`) of a chunk built from that folder's files only, or '' for any other chunk. */
function moduleFolder(output) {
  if (output.entryPoint) return MODULE_FOLDER.exec(output.entryPoint)?.[0] ?? '';
  const folders = new Set(Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([input]) => MODULE_FOLDER.exec(input)?.[0] ?? ''));
  return folders.size === 1 ? [...folders][0] : '';
}

/**
 * Folds into a module's chunk (`widgets/x/index.ts`) the shared chunks that only that module's own files import
 * statically: esbuild splits off the code the module shares with its lazy parts (popup documents and settings, shared
 * with the modal; a filter's URL terms, shared with the filter), which cost every page one more request before input
 * although the module always imports them. A lazy part loaded first (an action link opening a popup) fetches the
 * module's chunk with it instead. `outputs` (metafile outputs) are updated in place and returned.
 */
export async function foldIntoModules(root, metafile, target) {
  let outputs = metafile.outputs;
  const groups = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || output.entryPoint) continue;
    const importers = Object.entries(outputs).filter(([, other]) => other.imports.some((item) => item.path === file));
    if (importers.some(([, other]) => other.imports.some((item) => item.path === file && item.kind !== 'import-statement'))) continue;
    const folders = new Set(importers.map(([, other]) => moduleFolder(other)));
    const [folder] = folders;
    if (folders.size !== 1 || !folder) continue;
    const module = importers.find(([, other]) => /^index\.tsx?$/.test((other.entryPoint ?? '').slice(folder.length)))?.[0];
    if (module) groups.set(module, new Set([...(groups.get(module) ?? [module]), file]));
  }
  for (const [module, group] of groups) outputs = (await mergeGroup(root, outputs, module, group, target, { rename: false })).outputs;
  return outputs;
}

/**
 * Module state, a class (its identity matters to `instanceof`) or a side effect at the top of a source file: such code
 * must stay one copy. A top-level constant made of a literal or `new` is state unless its type says it cannot change:
 * `as const` after the literal, or a `Readonly…` / `readonly` annotation (a lookup table typed `ReadonlySet`).
 */
const TOP_LEVEL_STATE = /^(?:export )?(?:let|var|class) |^(?!import|export|function|const|type|interface|async|\}|\)|\]|\/|\s|$)/m;
const TOP_LEVEL_OBJECT = /^(?:export )?const [\w$]+(?:: ([^=]+))? = (new |\[|\{)/gm;

/** The index just past the bracket that closes the one at `open`, skipping strings and template literals. */
function pastClosing(source, open) {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    const char = source[index];
    if (char === "'" || char === '"' || char === '`') {
      for (index++; index < source.length && source[index] !== char; index++) if (source[index] === '\\') index++;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char) && --depth === 0) return index + 1;
  }
  return source.length;
}

/** True when a source file holds no module state, class or top-level side effect (see TOP_LEVEL_STATE). */
export function isStateless(source) {
  if (TOP_LEVEL_STATE.test(source)) return false;
  for (const match of source.matchAll(TOP_LEVEL_OBJECT)) {
    if (/^(?:Readonly|readonly )/.test(match[1]?.trim() ?? '')) continue;
    const literal = match[2] !== 'new ';
    if (literal && /^\s*as const\b/.test(source.slice(pastClosing(source, match.index + match[0].length - 1)))) continue;
    return false;
  }
  return true;
}

/**
 * Copies shared chunks of stateless code (see isStateless) into every chunk that imports them, instead of a request of
 * their own: esbuild splits a helper off as soon as two modules use it (a device list for sticky and motion effects), a
 * round trip for a few hundred bytes.
 * - `tiny`: `src/shared/` helpers of at most `maxGzip` bytes, whoever imports them.
 * - `small`: our own code (not core, which the activate chunk holds) of at most `maxGzip` bytes and `maxImporters`
 *   importers, where no module imports two of the copies (a carousel's settings, imported by the carousel module and by
 *   the carousel parts it imports, stay one chunk). A copy is then only fetched twice on a page with two of its
 *   importers' modules; a page with one saves the request (measured: bench/requests.ts, bench/addon-pages.ts).
 * Returns `outputs` (metafile outputs) updated.
 */
export async function copySmallChunks(root, metafile, { tiny, small, target }) {
  const outputs = structuredClone(metafile.outputs);
  // Each module's own files. A copy only adds its imports to its importers, so these stay true as chunks are copied.
  const modules = Object.keys(outputs).filter((file) => outputs[file].entryPoint && file.endsWith('.js')).map((file) => staticClosure(outputs, file));
  for (const file of Object.keys(outputs)) {
    const output = outputs[file];
    if (!file.endsWith('.js') || output.entryPoint || output.imports.some((item) => item.kind !== 'import-statement')) continue;
    const inputs = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([input]) => input);
    if (inputs.length === 0 || !inputs.every((input) => /^src\/(?!core\/)/.test(input) && isStateless(readFileSync(resolve(root, input), 'utf8')))) continue;
    const importers = Object.keys(outputs).filter((other) => outputs[other].imports.some((item) => item.path === file));
    if (importers.some((other) => outputs[other].imports.some((item) => item.path === file && item.kind !== 'import-statement'))) continue;
    const gzip = gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length;
    const isTiny = gzip <= tiny.maxGzip && inputs.every((input) => /^src\/shared\//.test(input));
    const isSmall = gzip <= small.maxGzip && importers.length <= small.maxImporters
      && modules.every((files) => importers.filter((other) => files.has(other)).length <= 1);
    if (!isTiny && !isSmall) continue;
    await rewriteImporters(root, importers, new Set([file]), target, null);
    await rm(resolve(root, file), { force: true });
    await rm(resolve(root, `${file}.map`), { force: true });
    for (const other of importers) {
      const imports = [...outputs[other].imports.filter((item) => item.path !== file), ...output.imports];
      const unique = imports.filter((item, index) => imports.findIndex((next) => next.path === item.path && next.kind === item.kind) === index);
      outputs[other] = { ...outputs[other], inputs: { ...outputs[other].inputs, ...output.inputs }, imports: unique };
    }
    delete outputs[file];
    delete outputs[`${file}.map`];
  }
  return outputs;
}

/**
 * Bundles the chunks of `group` into `entryFile`'s one file: under a new content hash when `rename`, else in place (its
 * importers keep their imports of it). Every other chunk importing a member is rebuilt to import the merged file.
 */
async function mergeGroup(root, outputs, entryFile, group, target, { rename }) {
  const members = [...group].filter((file) => file !== entryFile);
  const prefix = new Map(members.map((file, index) => [file, `m${index}$`]));
  const lines = [`export * from ${JSON.stringify(resolve(root, entryFile))};`];
  // `export *` leaves out a default export: a module's chunk exports the module as its default.
  if (outputs[entryFile].exports.includes('default')) lines.push(`export { default } from ${JSON.stringify(resolve(root, entryFile))};`);
  for (const file of members) {
    const names = outputs[file].exports.map((name) => `${name} as ${prefix.get(file)}${name}`);
    lines.push(`export { ${names.join(', ')} } from ${JSON.stringify(resolve(root, file))};`);
  }
  if (outputs[entryFile].exports.includes('setChunkDeps')) lines.push(chunkDepsCall(outputs, group, resolve(root, entryFile)));
  const chunkDir = dirname(resolve(root, entryFile));
  const merged = await esbuild.build({
    ...common, target, absWorkingDir: root, entryPoints: ['merge:entry'], outfile: resolve(chunkDir, 'merged.js'),
    plugins: [chunkResolver(root, group, null), { name: 'merge-entry', setup: (build) => build.onLoad({ filter: /.*/, namespace: 'merge' }, () => ({ contents: lines.join('\n'), resolveDir: chunkDir, loader: 'js' })) }],
  });
  const code = merged.outputFiles.find((output) => output.path.endsWith('.js'));
  const hash = createHash('sha256').update(code.contents).digest('hex').slice(0, 8).toUpperCase();
  const name = rename ? `${basename(entryFile).replace(/-[A-Z0-9]+\.js$/, '')}-${hash}.js` : basename(entryFile);
  const mergedFile = `${dirname(entryFile)}/${name}`;
  const fixMapUrl = (text) => text.replace(/merged\.js\.map/, `${name}.map`);
  // A member's importers are found first: in place, the entry's own file is overwritten below.
  const importers = Object.keys(outputs).filter((file) => file.endsWith('.js') && !group.has(file)
    && outputs[file].imports.some((item) => group.has(item.path) && (rename || item.path !== entryFile)));
  for (const file of group) {
    await rm(resolve(root, file), { force: true });
    await rm(resolve(root, `${file}.map`), { force: true });
  }
  await writeFile(resolve(root, mergedFile), fixMapUrl(code.text));
  await writeFile(resolve(root, `${mergedFile}.map`), merged.outputFiles.find((output) => output.path.endsWith('.map')).contents);
  await rewriteImporters(root, importers, group, target, (key) => {
    const names = key === entryFile ? [] : outputs[key].exports.map((exported) => `${prefix.get(key)}${exported} as ${exported}`);
    return `export { ${names.join(', ')} } from "./${name}";`;
  }, rename ? null : entryFile);
  return { outputs: updateOutputs(outputs, group, entryFile, mergedFile, importers), file: mergedFile };
}

/**
 * Rebuilds each importer in place (every lazy chunk sits in the one chunks folder) with its imports of the group
 * shimmed, under their old names; renameByContent gives every chunk its final name afterwards.
 */
async function rewriteImporters(root, importers, group, target, shim, keep) {
  if (importers.length === 0) return;
  const chunkDir = dirname(resolve(root, importers[0]));
  const result = await esbuild.build({
    ...common, target, absWorkingDir: root, entryPoints: importers.map((file) => resolve(root, file)), outbase: chunkDir, outdir: chunkDir,
    entryNames: '[name]', plugins: [chunkResolver(root, group, shim, keep)], allowOverwrite: true,
  });
  await writeOutputs(result.outputFiles);
}

function updateOutputs(outputs, group, entryFile, mergedFile, importers) {
  const entry = { ...outputs[entryFile], inputs: {}, imports: [] };
  for (const file of group) {
    Object.assign(entry.inputs, outputs[file].inputs);
    entry.imports.push(...outputs[file].imports.filter((item) => !group.has(item.path)));
  }
  for (const file of importers) {
    const imports = outputs[file].imports.map((item) => (group.has(item.path) ? { ...item, path: mergedFile } : item));
    outputs[file] = { ...outputs[file], imports: imports.filter((item, index) => imports.findIndex((other) => other.path === item.path && other.kind === item.kind) === index) };
  }
  for (const file of group) delete outputs[file], delete outputs[`${file}.map`];
  outputs[mergedFile] = entry;
  return outputs;
}

/**
 * Renames every chunk in `chunkDir` after its final content, as esbuild names them: a hash of its own code with chunk
 * names blanked, plus the same for every chunk it reaches through any reference, so a file's name changes whenever
 * its code or anything it loads does, cycles (activate ↔ modules) included. Since every module now imports the
 * activate chunk, which names every module, any change renames every chunk: repeat visitors refetch them all after an
 * update, never a stale mix. Returns the map of old to new names.
 */
export async function renameByContent(chunkDir) {
  const names = (await readdir(chunkDir)).filter((name) => name.endsWith('.js'));
  const pattern = new RegExp(names.map((name) => name.replace(/[.$]/g, '\\$&')).join('|'), 'g');
  const texts = new Map(await Promise.all(names.map(async (name) => [name, await readFile(resolve(chunkDir, name), 'utf8')])));
  const refs = new Map(names.map((name) => [name, new Set(texts.get(name).match(pattern) ?? [])]));
  const isolated = new Map(names.map((name) => [name, createHash('sha256').update(texts.get(name).replace(pattern, '#')).digest('hex')]));
  const renamed = new Map();
  for (const name of names) {
    const reach = new Set([name]);
    for (const next of reach) for (const ref of refs.get(next)) reach.add(ref);
    // The old name too: two small chunks can be alike once chunk names are blanked, and must not get one name.
    const hash = createHash('sha256').update(`${name}|${isolated.get(name)}|${[...reach].sort().map((file) => isolated.get(file)).join()}`).digest('hex').slice(0, 8).toUpperCase();
    renamed.set(name, `${name.replace(/-[A-Z0-9]+\.js$/, '')}-${hash}.js`);
  }
  if (new Set(renamed.values()).size !== names.length) throw new Error('build: two chunks got the same name; rerun the build');
  const rewrite = (text) => text.replace(pattern, (name) => renamed.get(name));
  for (const name of names) {
    const map = resolve(chunkDir, `${name}.map`);
    await writeFile(resolve(chunkDir, renamed.get(name)), rewrite(texts.get(name)));
    if (existsSync(map)) await writeFile(resolve(chunkDir, `${renamed.get(name)}.map`), rewrite(await readFile(map, 'utf8')));
    if (renamed.get(name) === name) continue;
    await rm(resolve(chunkDir, name));
    await rm(map, { force: true });
  }
  return renamed;
}

/** Metafile outputs with the chunk names `renamed` maps (keys, imports, maps) replaced. */
export function renameOutputs(outputs, renamed) {
  const rename = (path) => {
    const name = basename(path).replace(/\.map$/, '');
    const next = renamed.get(name);
    return next ? `${dirname(path)}/${basename(path).replace(name, next)}` : path;
  };
  return Object.fromEntries(Object.entries(outputs).map(([file, output]) =>
    [rename(file), { ...output, imports: output.imports.map((item) => ({ ...item, path: rename(item.path) })) }]));
}
