// Joins the chunks React writes in one go (about 2 kB each) into one, so the browser never receives, and paints,
// half of a part: a header link painted with its icon but not yet its text shifts when the text arrives.

/** The stream with every burst of chunks written in the same task delivered as one chunk. */
export function coalesced(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let pending: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const emit = (controller: TransformStreamDefaultController<Uint8Array>) => {
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
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending.push(chunk);
        timer ??= setTimeout(() => emit(controller), 0);
      },
      flush(controller) {
        clearTimeout(timer);
        emit(controller);
      },
    }),
  );
}
