// A real HTTP receiver for webhook deliveries on 127.0.0.1 (listed in WEBHOOK_ALLOWED_HOSTS by
// the tests): it records every request (path, headers, raw body) and answers 200.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit { path: string; headers: http.IncomingHttpHeaders; body: string }

export async function startReceiver(): Promise<{ base: string; hits: Hit[]; close: () => Promise<void> }> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The signature header a delivery must carry: HMAC-SHA256 of the raw body with the webhook's secret. */
export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
