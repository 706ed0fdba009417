// `npm run wordpress`: a real WordPress on localhost with the page builder, the add-ons, demo content and the wisp plugin.
import { join } from 'node:path';
import { buildWordpressZip } from './build-wordpress.mjs';
import { ADMIN, ROOT, ensureWordpressTools, startSite } from './lib/wordpress-site.ts';

const httpPort = Number(process.env['WISP_WORDPRESS_PORT'] ?? 8090);
const dbPort = Number(process.env['WISP_WORDPRESS_DB_PORT'] ?? 3390);

ensureWordpressTools();
const { zip } = await buildWordpressZip({ quiet: true });
const site = await startSite({ dir: join(ROOT, '.wordpress'), httpPort, dbPort, zip });
console.log(`
WordPress 6.7.1 with the page builder, Ele Custom Skin, Dynamic Conditions, the Hello theme and wisp (active):
  page served by wisp:   ${site.url}/cyber-essentials/
  why (debug):           ${site.url}/cyber-essentials/?wisp-debug (as admin)
  admin:                 ${site.url}/wp-admin/  user ${ADMIN.user}  password ${ADMIN.password}
  wisp settings:         ${site.url}/wp-admin/options-general.php?page=wisp
Ctrl-C stops PHP and MariaDB.`);

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
