// Files in an S3-compatible bucket (AWS, MinIO, s3rver...). Uploads stream through lib-storage's
// multipart `Upload`: parts are buffered (partSize × queueSize at most), never the whole file,
// and a failed stream aborts the multipart upload so nothing is published.
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform, pipeline } from 'node:stream';
import type { StorageConfig } from '../config';
import { validateKey } from './keys';
import { BlobNotFoundError, type BlobInfo, type BlobStore } from './types';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

const PART_SIZE = 5 * 1024 * 1024; // S3's minimum part size
const QUEUE_SIZE = 2; // ≤ 10 MB buffered per upload

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Client(cfg: S3StorageConfig): S3Client {
  const options: S3ClientConfig = {
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    // Checksums only where S3 requires them: the default (CRC32 in an aws-chunked trailer)
    // is refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  // Without explicit keys the SDK's default chain applies (env, profile, instance role).
  if (cfg.accessKeyId && cfg.secretAccessKey) {
    options.credentials = { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey };
  }
  return new S3Client(options);
}

export class S3BlobStore implements BlobStore {
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(cfg: S3StorageConfig, readonly client: S3Client = createS3Client(cfg)) {
    this.bucket = cfg.bucket;
    this.prefix = cfg.prefix.replace(/^\/+|\/+$/g, '');
  }

  private objectKey(key: string): string {
    validateKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, body: Readable, info: { contentType: string }): Promise<BlobInfo> {
    const Key = this.objectKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // pipeline: an error in `body` destroys `counted` with that error, which fails the upload.
    pipeline(body, counted, () => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: counted, ContentType: info.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      counted.destroy();
      await upload.abort().catch(() => {});
      throw err;
    }
    return { size, contentType: info.contentType };
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!out.Body) throw new BlobNotFoundError(key);
      return out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body.transformToWebStream() as never);
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for an absent key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}
