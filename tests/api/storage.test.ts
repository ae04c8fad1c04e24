// One contract for every BlobStore, run against real peers: the local store on a temporary
// folder and the S3 store on an in-process s3rver (real HTTP, real multipart uploads).
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../server/storage';
import { InvalidKeyError } from '../../server/storage/keys';
import { LocalBlobStore } from '../../server/storage/local';
import { keySafeName } from '../../server/storage/names';
import { S3BlobStore, createS3Client, type S3StorageConfig } from '../../server/storage/s3';
import { BlobNotFoundError, type BlobStore } from '../../server/storage/types';

// s3rver ships no types: the little used here.
interface S3rverInstance { run(): Promise<AddressInfo>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: Record<string, unknown>) => S3rverInstance;

const MB = 1024 * 1024;

/** `total` deterministic pseudo-random bytes in 64 KiB chunks; fails after `failAfter` bytes if given. */
function generated(total: number, failAfter?: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  let seed = 12345;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent));
      for (let i = 0; i < chunk.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        chunk[i] = seed >> 16;
      }
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let tmp: string;
let s3server: S3rverInstance;
let s3cfg: S3StorageConfig;
let raw: S3Client;
let localStore: LocalBlobStore;
let s3Store: S3BlobStore;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3rver') });
  const { port } = await s3server.run();
  s3cfg = {
    kind: 's3', bucket: 'conformite-test', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'tenant/files',
  };
  raw = createS3Client(s3cfg);
  await raw.send(new CreateBucketCommand({ Bucket: s3cfg.bucket }));
  localStore = createBlobStore({ kind: 'local', dir: path.join(tmp, 'local') }) as LocalBlobStore;
  s3Store = createBlobStore(s3cfg) as S3BlobStore;
});

afterAll(async () => {
  s3Store?.client.destroy();
  raw?.destroy();
  await s3server?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

/** Every object or file the store holds, to prove nothing was left behind. */
async function everything(kind: 'local' | 's3'): Promise<string[]> {
  if (kind === 'local') {
    const entries = await fs.readdir(localStore.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.relative(localStore.root, path.join(e.parentPath, e.name)));
  }
  const out = await raw.send(new ListObjectsV2Command({ Bucket: s3cfg.bucket }));
  return (out.Contents ?? []).map((o) => o.Key ?? '');
}

describe.each([
  ['local', () => localStore],
  ['s3', () => s3Store],
] as const)('BlobStore contract: %s', (kind, storeOf) => {
  let store: BlobStore;
  beforeAll(() => { store = storeOf(); });

  it('round-trips a multi-MB stream, then head and delete', async () => {
    const source = generated(12 * MB + 1234); // three multipart parts on S3
    const info = await store.put('docs/2026/big.bin', source.stream, { contentType: 'application/pdf' });
    expect(info).toEqual({ size: 12 * MB + 1234, contentType: 'application/pdf' });
    const back = await buffer(await store.get('docs/2026/big.bin'));
    expect(back.length).toBe(12 * MB + 1234);
    expect(sha256(back)).toBe(source.sha256());
    expect(await store.head('docs/2026/big.bin')).toEqual({ size: 12 * MB + 1234, contentType: 'application/pdf' });

    await store.delete('docs/2026/big.bin');
    expect(await store.head('docs/2026/big.bin')).toBeNull();
    await expect(store.get('docs/2026/big.bin')).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete('docs/2026/big.bin'); // absent: not an error
  });

  it('overwrites a key whole', async () => {
    await store.put('over/a.txt', Readable.from([Buffer.from('first version, longer')]), { contentType: 'text/plain' });
    await store.put('over/a.txt', Readable.from([Buffer.from('second')]), { contentType: 'text/csv; charset=utf-8' });
    expect((await buffer(await store.get('over/a.txt'))).toString()).toBe('second');
    expect(await store.head('over/a.txt')).toEqual({ size: 6, contentType: 'text/csv; charset=utf-8' });
    await store.delete('over/a.txt');
  });

  it('answers absent keys: get → BlobNotFoundError, head → null', async () => {
    await expect(store.get('nothing/here.pdf')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('nothing/here.pdf')).rejects.toThrow('blob not found: nothing/here.pdf');
    expect(await store.head('nothing/here.pdf')).toBeNull();
  });

  it('leaves no blob when the stream fails midway (small and multipart-sized)', async () => {
    const before = await everything(kind);
    for (const [total, failAfter] of [[3 * MB, 1 * MB], [20 * MB, 7 * MB]]) {
      const { stream } = generated(total, failAfter);
      await expect(store.put('broken/upload.bin', stream, { contentType: 'application/pdf' })).rejects.toThrow();
      expect(await store.head('broken/upload.bin')).toBeNull();
      await expect(store.get('broken/upload.bin')).rejects.toBeInstanceOf(BlobNotFoundError);
    }
    expect(await everything(kind)).toEqual(before); // no temporary file, sidecar or object either
  });

  it('refuses hostile keys before touching anything', async () => {
    const hostile = ['../x', '/etc/passwd', 'a//b', 'a/../../x', './a', '.hidden', 'a/', '', 'a\\b', 'é.pdf', 'a b', 'x/..'];
    const before = await everything(kind);
    for (const key of hostile) {
      await expect(store.put(key, Readable.from([Buffer.from('evil')]), { contentType: 'text/plain' }), key)
        .rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.head(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(await everything(kind)).toEqual(before);
    await expect(fs.access(path.join(tmp, 'x'))).rejects.toThrow(); // nothing escaped the folder
  });

  it('keeps accented content, a content type with parameters, and keys made from accented names', async () => {
    const key = `names/${keySafeName('Contrôle électrique été 2026.csv')}`;
    expect(key).toBe('names/Controle-electrique-ete-2026.csv');
    const text = 'site;contrôle;échéance\nLyon;Électricité;2026-07-01\n';
    const info = await store.put(key, Readable.from([Buffer.from(text, 'utf8')]), { contentType: 'text/csv; charset=utf-8' });
    expect(info.size).toBe(Buffer.byteLength(text));
    expect((await buffer(await store.get(key))).toString('utf8')).toBe(text);
    expect(await store.head(key)).toEqual({ size: Buffer.byteLength(text), contentType: 'text/csv; charset=utf-8' });
    await store.delete(key);
  });
});

describe('store specifics', () => {
  it('S3: objects live under the configured prefix', async () => {
    await s3Store.put('p/one.txt', Readable.from([Buffer.from('1')]), { contentType: 'text/plain' });
    expect(await everything('s3')).toContain('tenant/files/p/one.txt');
    await s3Store.delete('p/one.txt');
    expect(await everything('s3')).not.toContain('tenant/files/p/one.txt');
  });

  it('S3: a store without the bucket fails loudly instead of pretending', async () => {
    const missing = new S3BlobStore({ ...s3cfg, bucket: 'no-such-bucket' });
    await expect(missing.put('a.txt', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toThrow();
    missing.client.destroy();
  });

  it('local: content type kept in a hidden sidecar, folders are not blobs', async () => {
    await localStore.put('side/car.pdf', Readable.from([Buffer.from('%PDF-1.4')]), { contentType: 'application/pdf' });
    const files = (await fs.readdir(path.join(localStore.root, 'side'))).sort();
    expect(files).toEqual(['.car.pdf.meta.json', 'car.pdf']);
    expect(await localStore.head('side')).toBeNull();
    await expect(localStore.get('side')).rejects.toBeInstanceOf(BlobNotFoundError);
    await localStore.delete('side/car.pdf');
    expect(await fs.readdir(path.join(localStore.root, 'side'))).toEqual([]);
  });
});
