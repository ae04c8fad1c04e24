// The built console's files: hashed assets sent pre-compressed (brotli or gzip, as the browser's
// Accept-Encoding asks, with Vary) and cached for a year as immutable; index.html and the SPA
// fallback revalidated on every load. The copies are written by the build's plugin
// (scripts/precompress.ts), run here on a small build of our own.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { startApp, type TestApp } from './helpers';

let dist: string;
let t: TestApp;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `conformité ${i}`))};\n`;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/index-AbC123.js"></script>');
  await fs.writeFile(path.join(dist, 'assets', 'index-AbC123.js'), script);
  await fs.writeFile(path.join(dist, 'assets', 'tiny-AbC123.js'), 'export {};\n');
  await precompressDir(path.join(dist, 'assets'));
  t = await startApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('console assets', () => {
  it('brotli when the browser accepts it, with Vary and a year of immutable caching', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip for a browser without brotli, the file itself for one without either', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding');
    for (const encoding of [undefined, 'identity']) {
      const plain = await get('/assets/index-AbC123.js', encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a file too small to gain is sent as it is', async () => {
    const res = await get('/assets/tiny-AbC123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('index.html and the SPA fallback are revalidated at every load', async () => {
    for (const url of ['/', '/index.html', '/elements/12']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>console</title>');
    }
  });
});
