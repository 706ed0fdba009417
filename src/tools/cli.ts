#!/usr/bin/env node
// The `wisp` command line: parses arguments and runs `inject` on a captured page.
import { readFile, writeFile } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import type { InjectOptions } from './inject.ts';
import { injectAsServed } from './built.ts';

const USAGE = `usage: wisp inject <in.html> <out.html|-> [--drop-jquery|--keep-jquery] [--loader URL] [--no-preload]

  Removes the page builder's frontend scripts from a server-rendered page and adds
  <script type="module" src="/wisp/loader.js" fetchpriority="low"></script> before </body>.
  Every byte outside the removed tags is left as it was.

  --drop-jquery   remove jQuery even if something left on the page may use it
  --keep-jquery   keep jQuery whatever the page needs
  --loader URL    the loader's URL (default /wisp/loader.js)
  --no-preload    no modulepreload link for the chunk every page loads (by default one per file the
                  build lists, beside the loader; leave them out when the loader URL serves another build)
  -               as the output writes the page to stdout
`;

type Parsed = { files: string[]; options: InjectOptions } | { error: string };

function parseInjectArgs(args: string[]): Parsed {
  const files: string[] = [];
  const options: InjectOptions = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--drop-jquery') options.dropJquery = true;
    else if (arg === '--keep-jquery') options.keepJquery = true;
    else if (arg === '--no-preload') options.preload = [];
    else if (arg === '--loader') {
      const value = args[++i];
      if (!value) return { error: '--loader needs a URL' };
      options.loaderSrc = value;
    } else if (arg.startsWith('--loader=')) options.loaderSrc = arg.slice('--loader='.length);
    else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (options.dropJquery && options.keepJquery) return { error: '--drop-jquery and --keep-jquery exclude each other' };
  if (files.length !== 2) return { error: 'inject needs an input and an output file' };
  return { files, options };
}

async function runInject(args: string[]): Promise<number> {
  const parsed = parseInjectArgs(args);
  if ('error' in parsed) {
    process.stderr.write(`wisp: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const [input = '', output = ''] = parsed.files;
  const bytes = await readFile(input);
  // A page that is not UTF-8 (an old ISO-8859-1 site) is read and written byte for byte as Latin-1: wisp's tags are
  // ASCII, and decoding it as UTF-8 would turn every accented letter into a replacement character.
  const encoding = isUtf8(bytes) ? 'utf8' : 'latin1';
  const result = injectAsServed(bytes.toString(encoding), parsed.options);
  const out = Buffer.from(result.html, encoding);
  if (output === '-') process.stdout.write(out);
  else await writeFile(output, out);
  const lines = [
    `removed ${result.removed.length}:`, ...result.removed.map((item) => `  - ${item}`),
    `kept ${result.kept.length} scripts:`, ...result.kept.map((item) => `  + ${item}`),
    `jQuery ${result.jquery}: ${result.jqueryReason}`,
    ...(result.preloaded.length > 0 ? [`preloaded beside the loader: ${result.preloaded.join(', ')}`] : []),
    ...(result.addonEarly ? ['add-on widgets found: added the early add-on script where the page builder\'s scripts were'] : []),
    ...(encoding === 'latin1' ? ['the page is not UTF-8: read and written byte for byte'] : []),
  ];
  process.stderr.write(lines.join('\n') + '\n');
  return 0;
}

/** Runs the command line and returns the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help' || (command === 'inject' && rest.includes('--help'))) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (command === 'inject') return runInject(rest);
  process.stderr.write(`${command ? `wisp: unknown command ${command}\n\n` : ''}${USAGE}`);
  return 2;
}

process.exitCode = await runCli(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`wisp: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
