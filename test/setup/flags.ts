// Puts the demo's flag definitions into the flag store before the worker tests run, as `npm start` does.
import { env } from 'cloudflare:test';
import { DEMO_FLAGS } from '../../demo/flags';
import { storageEntries } from '../../worker/flags/definitions';
import { DEFINITIONS_KEY } from '../../worker/flags/store';

await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(DEMO_FLAGS)));
