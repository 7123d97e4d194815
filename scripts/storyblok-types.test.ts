// The content's TypeScript types are generated from the component schema (storyblok/) by the ecosystem's
// generator: the committed file is exactly what `npm run storyblok:types` writes now, so the two never drift.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';

test('storyblok/component-types.d.ts is the generator’s output for the component schema', () => {
  const target = join(mkdtempSync(join(tmpdir(), 'component-types-')), 'component-types');
  execFileSync(
    process.execPath,
    [
      'node_modules/storyblok-generate-ts/dist/cli.js',
      'source=./storyblok/components.287001.json',
      `target=${target}`,
      'customTypeParser=./storyblok/custom-field-types.cjs',
    ],
    { stdio: 'pipe' },
  );
  expect(readFileSync(`${target}.d.ts`, 'utf8')).toBe(readFileSync('storyblok/component-types.d.ts', 'utf8'));
}, 30_000);
