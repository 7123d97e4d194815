// The development configuration deployed by mistake: it answers local hosts only, so its demo secrets and the
// mail outbox are never reachable from a public host.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import worker from '../../worker/index';

async function answer(url: string, bindings: Record<string, unknown>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, ...bindings } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, text: await response.text() };
}

describe('development configuration', () => {
  test.each([
    'https://kartenliebe.de/',
    'https://kartenliebe.de/dev/outbox',
    'https://wandliebe.co.uk/robots.txt',
  ])('%s on a public host answers 503 and names the fix', async (url) => {
    const { status, text } = await answer(url, { DEVELOPMENT_ANY_HOST: undefined });
    expect(status).toBe(503);
    expect(text).toContain('--env production');
  });

  test('local hosts are served', async () => {
    const { status } = await answer('http://kartenliebe.de.localhost:8787/robots.txt', {
      DEVELOPMENT_ANY_HOST: undefined,
    });
    expect(status).toBe(200);
  });

  test('the production configuration serves its hosts', async () => {
    const { status } = await answer('https://kartenliebe.de/robots.txt', {
      DEVELOPMENT_ANY_HOST: undefined,
      ENVIRONMENT: 'production',
    });
    expect(status).toBe(200);
  });
});
