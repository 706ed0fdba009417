// `npm run build:wordpress`: builds wisp into the plugin and writes dist/wisp-wordpress.zip (one top-level folder, `wisp/`).
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { build, checkBudget } from '../build.mjs';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const PLUGIN = join(ROOT, 'wordpress');
export const ZIP = join(ROOT, process.env.WISP_DIST ?? 'dist', 'wisp-wordpress.zip');

async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out.sort();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A plain zip (deflate, no extras) of [name, bytes] pairs; WordPress's installer reads it with ZipArchive or PclZip. */
export function createZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  // 1980-01-01 00:00: a fixed date, so the same input gives the same zip.
  const time = 0;
  const date = (0 << 9) | (1 << 5) | 1;
  for (const [name, bytes] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = deflateRawSync(bytes, { level: 9 });
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x0800, 6); local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10); local.writeUInt16LE(date, 12); local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18); local.writeUInt32LE(bytes.length, 22); local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10); central.writeUInt16LE(time, 12); central.writeUInt16LE(date, 14); central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20); central.writeUInt32LE(bytes.length, 24); central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

/** Builds wisp into a temporary dist, and zips the plugin folder with that dist as `wisp/dist/`. */
export async function buildWordpressZip({ quiet = false } = {}) {
  const staging = await mkdtemp(join(tmpdir(), 'wisp-wordpress-'));
  try {
    const dist = join(staging, 'dist');
    const sizes = await build({ quiet, outdir: dist });
    const failures = checkBudget(sizes);
    if (failures.length > 0) throw new Error(`size budget: ${failures.join('; ')}`);
    const entries = [];
    for (const file of await listFiles(PLUGIN)) entries.push([`wisp/${relative(PLUGIN, file)}`, await readFile(file)]);
    for (const file of await listFiles(dist)) {
      if (file.endsWith('sizes.json')) continue;
      entries.push([`wisp/dist/${relative(dist, file)}`, await readFile(file)]);
    }
    await mkdir(resolve(ZIP, '..'), { recursive: true });
    await writeFile(ZIP, createZip(entries));
    return { zip: ZIP, files: entries.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { zip, files } = await buildWordpressZip({ quiet: true });
  console.log(`wrote ${relative(ROOT, zip)} (${files} files, plugin folder wisp/)`);
}
