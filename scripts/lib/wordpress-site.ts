// A real WordPress for the demo and the integration tests: Debian's PHP and MariaDB, the archives in ../shared/wordpress.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:net';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARCHIVES = process.env['WISP_WORDPRESS_ARCHIVES'] ?? resolve(ROOT, '..', 'shared', 'wordpress');
const PACKAGES = ['php-cli', 'php-mysql', 'php-xml', 'php-mbstring', 'php-gd', 'php-curl', 'php-zip', 'php-intl', 'mariadb-server'];
export const ADMIN = { user: 'admin', password: 'wisp-admin-password' };

const has = (command: string, args: string[]): boolean => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function findMariadbd(): string | null {
  for (const path of ['/usr/sbin/mariadbd', '/usr/sbin/mysqld', '/usr/bin/mariadbd']) if (existsSync(path)) return path;
  return null;
}

/** What is missing to run WordPress here, as package names; empty when PHP (with its extensions) and MariaDB exist. */
function missingTools(): string[] {
  const missing: string[] = [];
  const modules = spawnSync('php', ['-m'], { encoding: 'utf8' });
  if (modules.status !== 0) return PACKAGES;
  const loaded = modules.stdout.toLowerCase();
  for (const [module, pkg] of [['mysqli', 'php-mysql'], ['dom', 'php-xml'], ['mbstring', 'php-mbstring'], ['zip', 'php-zip']] as const) {
    if (!loaded.includes(`\n${module}\n`)) missing.push(pkg);
  }
  if (!findMariadbd() || !has('sh', ['-c', 'command -v mariadb-install-db && command -v mariadb'])) missing.push('mariadb-server');
  return missing;
}

/**
 * Installs PHP and MariaDB from Debian's packages when missing and running as root; otherwise throws a message that
 * says what to install (the test step reports it as a failure, never a skip).
 */
export function ensureWordpressTools(): void {
  const missing = missingTools();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`WordPress tests need PHP and MariaDB; missing: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${PACKAGES.join(' ')}`);
  }
  console.log(`wisp: installing ${PACKAGES.join(' ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Twice, a minute apart: a mirror that does not answer for a moment must not fail the layer.
  const install = () => spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0
    && spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env }).status === 0;
  let ok = install();
  if (!ok) {
    console.log('wisp: apt-get failed; trying once more in 60 s');
    spawnSync('sleep', ['60']);
    ok = install();
  }
  const still = missingTools();
  if (!ok || still.length > 0) throw new Error(`installing PHP and MariaDB failed; still missing: ${still.join(', ') || 'see apt-get output'}`);
}

export type SiteOptions = {
  /** Folder for WordPress, the database files and logs; emptied first. */
  dir: string;
  httpPort: number;
  dbPort: number;
  /** The plugin zip to install (dist/wisp-wordpress.zip). */
  zip: string;
  /** Whether the plugin is active after set-up. @default true */
  activate?: boolean;
  quiet?: boolean;
};

export type Site = {
  url: string;
  dir: string;
  /** Runs scripts/wordpress/ctl.php with these arguments inside the site; returns its stdout, throws on failure. */
  ctl(...args: string[]): string;
  stop(): Promise<void>;
};

function extract(archive: string, into: string, strip = 0): void {
  mkdirSync(into, { recursive: true });
  const result = spawnSync('tar', ['xzf', join(ARCHIVES, archive), '-C', into, `--strip-components=${strip}`], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`could not extract ${archive}`);
}

function archiveNamed(prefix: string): string {
  const name = readdirSync(ARCHIVES).find((file) => file.startsWith(prefix) && file.endsWith('.tar.gz'));
  if (!name) throw new Error(`no ${prefix}*.tar.gz in ${ARCHIVES}`);
  return name;
}

/** Extracts WordPress, the page builder, the add-ons and the theme into dir/wordpress. */
function extractWordpress(wp: string): void {
  extract(archiveNamed('wordpress-'), wp, 1);
  const plugins = join(wp, 'wp-content', 'plugins');
  const themes = join(wp, 'wp-content', 'themes');
  for (const name of ['elementor-', 'ele-custom-skin-', 'dynamicconditions-']) extract(archiveNamed(name), plugins);
  extract(archiveNamed('hello-elementor-'), themes);
  mkdirSync(join(wp, 'wp-content', 'mu-plugins'), { recursive: true });
  mkdirSync(join(wp, 'wp-content', 'uploads'), { recursive: true });
}

/** The demo's stand-in posts widget (a must-use plugin) and the test add-on (installed, not active). */
function installDemoPlugins(wp: string): void {
  const from = join(ROOT, 'scripts', 'wordpress');
  cpSync(join(from, 'mu-plugins'), join(wp, 'wp-content', 'mu-plugins'), { recursive: true });
  cpSync(join(from, 'plugins'), join(wp, 'wp-content', 'plugins'), { recursive: true });
}

function startProcess(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // Output straight to a file: a pipe would fill while the caller blocks in spawnSync (the specs), and stall the server.
  const fd = openSync(log, 'a');
  // Its own process group, so stopping it also stops the workers `php -S` forks (PHP_CLI_SERVER_WORKERS).
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], env, detached: true });
  closeSync(fd);
  return child;
}

/** Signals the child's process group (it was started detached, so the group is its own). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

/**
 * `preferred` when nothing listens on it on 127.0.0.1, else a free port the system picks: a server left running by
 * something else (or a run killed before it stopped its own) must not make the set-up time out.
 */
export function freePort(preferred: number): Promise<number> {
  const probe = (port: number) => new Promise<number | null>((done) => {
    const server = createServer();
    server.once('error', () => done(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : null));
    });
  });
  return probe(preferred).then((port) => port ?? probe(0)).then((port) => {
    if (port === null) throw new Error('no free port on 127.0.0.1');
    if (port !== preferred) console.log(`wordpress: port ${preferred} is taken; using ${port}`);
    return port;
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startMariadb(dir: string, port: number): Promise<{ child: ChildProcess; socket: string }> {
  const data = join(dir, 'mysql');
  const socket = join(dir, 'mysql.sock');
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? ['--user=root'] : [];
  const init = spawnSync('mariadb-install-db', [...user, `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`mariadb-install-db failed: ${init.stderr}`);
  const mariadbd = findMariadbd() ?? 'mariadbd';
  // Its own datadir, socket, port and pid file, and no grant tables: a throwaway server nothing else shares.
  const child = startProcess(mariadbd, [
    '--no-defaults', ...user, `--datadir=${data}`, `--socket=${socket}`, `--port=${port}`, '--bind-address=127.0.0.1',
    `--pid-file=${join(dir, 'mysql.pid')}`, '--skip-grant-tables', '--innodb-buffer-pool-size=64M', '--skip-log-bin',
  ], join(dir, 'mariadb.log'));
  await waitFor(() => has('mariadb', [`--socket=${socket}`, '-e', 'SELECT 1']), 'MariaDB to accept connections');
  const create = spawnSync('mariadb', [`--socket=${socket}`, '-e', 'CREATE DATABASE IF NOT EXISTS wordpress']);
  if (create.status !== 0) throw new Error('could not create the database');
  return { child, socket };
}

function writeConfig(wp: string, url: string, socket: string): void {
  const salts = Array.from({ length: 8 }, (_, i) => `define('${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'][i]}', '${Math.random().toString(36).slice(2)}${i}');`).join('\n');
  writeFileSync(join(wp, 'wp-config.php'), `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${join(dirname(wp), 'php-debug.log')}');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`);
}

function php(wp: string, script: string, args: string[], url: string): string {
  const result = spawnSync('php', ['-d', 'memory_limit=512M', join(ROOT, 'scripts', 'wordpress', script), wp, ...args], {
    encoding: 'utf8', env: { ...process.env, WISP_WP_URL: url, WISP_REPO: ROOT },
  });
  if (result.status !== 0) throw new Error(`php ${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Starts MariaDB and `php -S`, installs a fresh site with demo content and the plugin from the zip. */
export async function startSite(options: SiteOptions): Promise<Site> {
  const { dir, httpPort, dbPort, zip } = options;
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const wp = join(dir, 'wordpress');
  const url = `http://127.0.0.1:${httpPort}`;
  log(`wordpress: extracting into ${wp}`);
  extractWordpress(wp);
  const children: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    for (const child of children.reverse()) {
      const exited = child.exitCode === null ? new Promise((done) => child.once('exit', done)) : Promise.resolve();
      signalGroup(child, 'SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      // Forked workers outlive their parent if they ignore SIGTERM; nothing in the group may stay behind.
      signalGroup(child, 'SIGKILL');
    }
  };
  try {
    const db = await startMariadb(dir, dbPort);
    children.push(db.child);
    writeConfig(wp, url, db.socket);
    // 4 workers: the page, admin-ajax and assets are requested together.
    const server = startProcess('php', ['-d', 'memory_limit=512M', '-S', `127.0.0.1:${httpPort}`, '-t', wp], join(dir, 'php-server.log'), {
      ...process.env, PHP_CLI_SERVER_WORKERS: '4',
    });
    children.push(server);
    log('wordpress: installing the site and demo content');
    const state = options.activate === false ? 'inactive' : 'active';
    php(wp, 'install-site.php', [zip, state], url);
    installDemoPlugins(wp);
    php(wp, 'demo-content.php', [zip, state], url);
    await waitFor(async () => {
      try { return (await fetch(`${url}/wp-login.php`)).ok; } catch { return false; }
    }, 'php -S to answer');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dir, ctl: (...args) => php(wp, 'ctl.php', args, url), stop };
}
