// The import's file, read whole from the blob store (its size is bounded by the upload limit).
import type { BlobStore } from '../../storage/types';

export async function readBlob(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
