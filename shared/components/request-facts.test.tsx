// Deferred data marked as React's `use` reads it: in place once settled before the render reaches it, else
// behind its <Suspense> fallback as before.
import { Suspense, use } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { settling } from './request-facts';

let renders = 0;

function Name({ name }: { name: Promise<string> }) {
  renders += 1;
  return <b>{use(name)}</b>;
}

async function render(name: Promise<string>): Promise<string> {
  renders = 0;
  const stream = await renderToReadableStream(
    <Suspense fallback={<i>waiting</i>}>
      <Name name={name} />
    </Suspense>,
  );
  return new Response(stream).text();
}

describe('settling', () => {
  test('marks the promise fulfilled with its value, or rejected with its reason', async () => {
    const fulfilled = settling(Promise.resolve('Anna'));
    expect(fulfilled).toMatchObject({ status: 'pending' });
    await fulfilled;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', value: 'Anna' });
    const rejected = settling(Promise.reject(new Error('gone')));
    await rejected.catch(() => undefined);
    expect(rejected).toMatchObject({ status: 'rejected', reason: new Error('gone') });
  });

  test('data settled before the render is read in place: the part renders once, without suspending', async () => {
    const name = settling(Promise.resolve('Anna'));
    await name;
    expect(await render(name)).toContain('<b>Anna</b>');
    expect(renders).toBe(1);
  });

  test('an unmarked promise suspends its part once, even when it has settled', async () => {
    const name = Promise.resolve('Anna');
    await name;
    expect(await render(name)).toContain('Anna');
    expect(renders).toBe(2);
  });
});
