// The last answer: when the error page itself fails, the visitor still gets a plain 500, and both failures
// are logged.
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { AppEnv } from '../env';
import { answerUncaught } from './uncaught';

describe('answerUncaught', () => {
  test('an error page that fails too answers a plain 500', async () => {
    const logged: string[] = [];
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      // A site context the error page cannot render with: its own rendering throws.
      c.set('site', {} as AppEnv['Variables']['site']);
      c.set('log', {
        error: (id: string) => logged.push(id),
        info() {},
        warn() {},
      } as AppEnv['Variables']['log']);
      await next();
    });
    app.get('/', () => {
      throw new Error('boom');
    });
    app.onError(answerUncaught);
    const response = await app.request('/');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal error');
    expect(logged).toEqual(['hybrid-ssr-error', 'hybrid-ssr-error']);
  });

  test('without a site context the answer is plain text at once', async () => {
    const app = new Hono<AppEnv>();
    app.get('/', () => {
      throw new Error('boom');
    });
    app.onError(answerUncaught);
    const response = await app.request('/');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal error');
  });
});
