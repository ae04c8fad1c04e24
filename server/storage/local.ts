// Files on local disk under one folder. A put streams into a hidden temporary file beside the
// target, flushes it and renames it into place, so a reader sees the whole file or nothing and
// a failed or aborted stream leaves nothing behind. The content type lives in a small hidden
// sidecar (`.<name>.meta.json`): sniffing it back on every read would cost a read and could not
// tell csv from txt. Data is authoritative: a sidecar without its file means "absent".
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveInside } from './keys';
import { BlobNotFoundError, type BlobInfo, type BlobStore } from './types';

const DEFAULT_TYPE = 'application/octet-stream';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';
const sidecarOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
const tempOf = (file: string, ext: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.${ext}`);

async function removeQuietly(file: string) {
  await fs.rm(file, { force: true }).catch(() => {});
}

/** Makes a rename durable across a crash (best effort: some file systems refuse fsync on folders). */
async function syncFolder(dir: string) {
  const handle = await fs.open(dir, 'r').catch(() => null);
  await handle?.sync().catch(() => {});
  await handle?.close();
}

export class LocalBlobStore implements BlobStore {
  readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  async put(key: string, body: Readable, info: { contentType: string }): Promise<BlobInfo> {
    const file = resolveInside(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = tempOf(file, 'tmp');
    const metaTemp = tempOf(file, 'meta.tmp');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      // flush: fsync before close, so the rename never publishes a file still in the page cache.
      await pipeline(body, counter, createWriteStream(temp, { flags: 'wx', flush: true }));
      await fs.writeFile(metaTemp, JSON.stringify({ contentType: info.contentType }), { flag: 'wx', flush: true });
      // The sidecar first: a crash between the renames leaves an orphan sidecar, never a file
      // with a wrong (missing) type.
      await fs.rename(metaTemp, sidecarOf(file));
      await fs.rename(temp, file);
      await syncFolder(path.dirname(file));
    } catch (err) {
      await removeQuietly(temp);
      await removeQuietly(metaTemp);
      throw err;
    }
    return { size, contentType: info.contentType };
  }

  async get(key: string): Promise<Readable> {
    const file = resolveInside(this.root, key);
    try {
      // Opened before returning: absence is reported here, and a delete during the read
      // does not cut the stream (POSIX keeps the open file).
      const handle = await fs.open(file, 'r');
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new BlobNotFoundError(key);
      }
      return handle.createReadStream();
    } catch (err) {
      if (isMissing(err)) throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    const file = resolveInside(this.root, key);
    let size: number;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      size = stat.size;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return { size, contentType: await this.readType(file) };
  }

  async delete(key: string): Promise<void> {
    const file = resolveInside(this.root, key);
    await fs.rm(file, { force: true });
    await fs.rm(sidecarOf(file), { force: true });
  }

  private async readType(file: string): Promise<string> {
    try {
      const meta = JSON.parse(await fs.readFile(sidecarOf(file), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_TYPE;
    } catch {
      return DEFAULT_TYPE;
    }
  }
}
