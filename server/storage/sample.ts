// Reads the first bytes of a stream without losing them and without reading it all.
import type { Readable } from 'node:stream';

export interface Sample {
  bytes: Buffer;
  /** The stream ended within the sample (the sample is the whole content). */
  ended: boolean;
}

/**
 * Resolves with at least `size` bytes (or all of them); the stream is left paused. Rejects when
 * the stream fails or closes early, including before this call (a destroyed stream never emits).
 */
export function readSample(stream: Readable, size: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const detach = () => stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    const finish = (ended: boolean) => {
      detach();
      stream.pause();
      resolve({ bytes: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (err: Error) => {
      detach();
      reject(err);
    };
    const onClose = () => onError(stream.errored ?? new Error('stream closed before its end'));
    if (stream.readableEnded) return resolve({ bytes: Buffer.alloc(0), ended: true });
    if (stream.destroyed) return onClose();
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
