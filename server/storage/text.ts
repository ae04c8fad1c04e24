// "Is this text?" for formats without a signature: valid UTF-8 and no NUL byte.
import { Transform } from 'node:stream';

/** The sample may end inside a multi-byte character: `stream: true` keeps it pending. */
export function isUtf8Sample(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Passes bytes through and fails with `makeError()` as soon as they stop being UTF-8 text. */
export function utf8TextCheck(makeError: () => Error): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        if (chunk.includes(0)) throw new Error('NUL byte');
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(makeError());
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode(); // a truncated character at the very end
      } catch {
        return done(makeError());
      }
      done();
    },
  });
}
