// Content-Security-Policy per kind of answer, HSTS only over HTTPS behind a trusted proxy, and the
// Permissions-Policy (the camera for the scanner, nothing else).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

let dist: string;
let http: TestApp;
let https: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  http = await startApp({ DIST_DIR: dist, PUBLIC_URL: 'http://localhost:8080' });
  https = await startApp({ DIST_DIR: dist, PUBLIC_URL: 'https://conformite.example.com' });
  proxied = await startApp({ DIST_DIR: dist, PUBLIC_URL: 'https://conformite.example.com', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  await proxied?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const directives = (csp: unknown) => Object.fromEntries(String(csp).split(/;\s*/).map((d) => {
  const [name, ...values] = d.trim().split(/\s+/);
  return [name, values.join(' ')];
}));

describe('security headers', () => {
  it('the console: scripts from the origin only (and wasm for the scanner), no framing', async () => {
    for (const url of ['/', '/elements/12/show']) {
      const csp = directives((await get(http, url)).headers['content-security-policy']);
      expect(csp['script-src'], url).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp).toMatchObject({
        'default-src': "'self'", 'connect-src': "'self'", 'img-src': "'self' data: blob:",
        'style-src': "'self' 'unsafe-inline'", 'frame-ancestors': "'none'", 'object-src': "'none'", 'base-uri': "'none'",
      });
    }
  });

  it('the API: nothing to run; its docs page: its own scripts', async () => {
    expect((await get(http, '/api/v1/health/')).headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const docs = directives((await get(http, '/api/docs/static/index.html')).headers['content-security-policy']);
    expect(docs['script-src']).toBe("'self'");
    expect(docs['frame-ancestors']).toBe("'none'");
  });

  it('HSTS only over HTTPS: X-Forwarded-Proto https from a trusted proxy, never on plain HTTP nor a forged header', async () => {
    const forwarded = (t: TestApp, url: string, proto: string) => t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': proto } });
    for (const url of ['/', '/api/v1/health/']) {
      // Plain HTTP, even when PUBLIC_URL says https: the browser would pin a host it reached without TLS.
      expect((await get(https, url)).headers['strict-transport-security'], url).toBeUndefined();
      expect((await get(proxied, url)).headers['strict-transport-security'], url).toBeUndefined();
      // No trusted proxy: anyone may send the header.
      expect((await forwarded(https, url, 'https')).headers['strict-transport-security'], url).toBeUndefined();
      expect((await forwarded(proxied, url, 'http')).headers['strict-transport-security'], url).toBeUndefined();
      expect((await forwarded(proxied, url, 'https')).headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('Permissions-Policy: the camera for the scanner on this origin, the other features off', async () => {
    for (const url of ['/', '/api/v1/health/', '/api/v1/nowhere/']) {
      const policy = String((await get(http, url)).headers['permissions-policy']);
      const features = Object.fromEntries(policy.split(/,\s*/).map((p) => p.split('=')));
      expect(features.camera, url).toBe('(self)');
      for (const off of ['microphone', 'geolocation', 'payment', 'usb']) expect(features[off], `${url} ${off}`).toBe('()');
    }
  });
});
