// Back-pressure for a stream fed by a producer (exports, label sheets): wait until the reader
// took what was written, or went away (the stream is then destroyed and the producer stops).
import type { Writable } from 'node:stream';

export function drained(out: Writable): Promise<unknown> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { out.off('drain', done); out.off('close', done); resolve(undefined); };
    out.on('drain', done);
    out.on('close', done);
  });
}
