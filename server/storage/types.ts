// The file store seen by the rest of the server. Keys are opaque paths made by the server
// ("exports/2026/11/<uuid>.csv"), never user input; a key that would escape the store is refused.
import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
  contentType: string;
}

export interface BlobStore {
  /** Streams `body` into `key` (whole or not at all: a failed write leaves nothing). */
  put(key: string, body: Readable, info: { contentType: string }): Promise<BlobInfo>;
  /** The content as a stream; rejects with BlobNotFoundError when absent. */
  get(key: string): Promise<Readable>;
  head(key: string): Promise<BlobInfo | null>;
  /** Deleting an absent key is not an error. */
  delete(key: string): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob not found: ${key}`);
    this.name = 'BlobNotFoundError';
  }
}
