// Joins the chunks React writes in one go (about 2 kB each) into one, so the browser never receives, and paints,
// half of a part: a header link painted with its icon but not yet its text shifts when the text arrives.

/**
 * The stream with every burst of chunks written in the same task delivered as one chunk. The source is read by
 * one loop, not piped through a TransformStream: a read per chunk instead of a read, a write and a transform.
 */
export function coalesced(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let pending: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const emit = () => {
        timer = undefined;
        if (pending.length === 0) return;
        const joined = new Uint8Array(pending.reduce((size, chunk) => size + chunk.byteLength, 0));
        let offset = 0;
        for (const chunk of pending) {
          joined.set(chunk, offset);
          offset += chunk.byteLength;
        }
        pending = [];
        controller.enqueue(joined);
      };
      const pump = async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          pending.push(value);
          // Chunks already queued arrive in microtasks, before this timer: they join the burst.
          timer ??= setTimeout(emit, 0);
        }
        clearTimeout(timer);
        emit();
        controller.close();
      };
      pump().catch((error: unknown) => controller.error(error));
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
