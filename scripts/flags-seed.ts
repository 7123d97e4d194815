// Puts the demo's flag definitions (demo/flags.ts) into the local flag store, as the cron sync would put the flag
// service's: `npm run flags:seed [-- <state directory>]`; `npm start` and the test server run it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_FLAGS } from '../demo/flags';
import { storageEntries } from '../worker/flags/definitions';
import { DEFINITIONS_KEY } from '../worker/flags/store';
import { wrangler, wranglerEnv } from './wrangler';

/** Writes the demo definitions into the local FLAGS namespace (of `persistTo`, else wrangler's default state). */
export async function seedFlags(persistTo?: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'flags-'));
  const file = join(folder, 'definitions.json');
  try {
    await writeFile(file, JSON.stringify(storageEntries(DEMO_FLAGS)));
    const state = persistTo ? ['--persist-to', persistTo] : [];
    await wrangler(
      ['kv', 'key', 'put', DEFINITIONS_KEY, '--binding', 'FLAGS', '--local', '--path', file, ...state],
      wranglerEnv(),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedFlags(process.argv[2]);
  console.info(`flag store seeded with ${DEMO_FLAGS.splits.length} demo flags`);
}
