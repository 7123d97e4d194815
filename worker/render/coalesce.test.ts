// Chunk coalescing: a burst written in one task arrives as one chunk, later writes as their own, bytes intact.
import { describe, expect, test } from 'vitest';
import { coalesced } from './coalesce';

const bytes = (text: string) => new TextEncoder().encode(text);

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    chunks.push(decoder.decode(chunk));
  return chunks;
}

describe('coalesced', () => {
  test('a burst becomes one chunk; a write after a pause stays its own', async () => {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of ['<html>', '<head>', '</head><body>']) controller.enqueue(bytes(part));
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(bytes('<main>late</main>'));
        controller.enqueue(bytes('</body></html>'));
        controller.close();
      },
    });
    expect(await chunksOf(coalesced(source))).toEqual([
      '<html><head></head><body>',
      '<main>late</main></body></html>',
    ]);
  });

  test.each<[parts: string[]]>([[[]], [['one']], [['a', 'b', 'c']]])('%j keeps every byte', async (parts) => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    expect((await chunksOf(coalesced(source))).join('')).toBe(parts.join(''));
  });
});
