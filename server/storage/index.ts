// The store the configuration asks for; routes only ever see the BlobStore interface.
import type { StorageConfig } from '../config';
import { LocalBlobStore } from './local';
import { S3BlobStore } from './s3';
import type { BlobStore } from './types';

export function createBlobStore(storage: StorageConfig): BlobStore {
  return storage.kind === 's3' ? new S3BlobStore(storage) : new LocalBlobStore(storage.dir);
}

export { BlobNotFoundError, type BlobInfo, type BlobStore } from './types';
export { InvalidKeyError, validateKey } from './keys';
export { LocalBlobStore } from './local';
export { S3BlobStore } from './s3';
