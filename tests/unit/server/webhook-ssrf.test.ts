// The SSRF rules of webhooks (server/areas/integrations/ssrf.ts): which literal addresses are
// refused, the allow list, and the delivery-time lookup refusing a name that resolves to loopback.
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, isBlockedAddress, lookupChecked, parseWebhookUrl, refusedUrl } from '../../../server/areas/integrations/ssrf';

const url = (text: string) => {
  const p = parseWebhookUrl(text);
  if ('problem' in p) throw new Error(p.problem);
  return p.url;
};

describe('webhook addresses', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and their IPv6 forms', () => {
    for (const ip of ['10.0.0.1', '127.0.0.1', '127.8.9.10', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.0.1',
      '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'ff02::1']) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isBlockedAddress(ip), ip).toBe(false);
  });

  it('refuses loopback unless its host is allowed, and names resolving to loopback', async () => {
    expect(await refusedUrl(url('http://127.0.0.1:9000/x'), [])).toBe(true);
    expect(await refusedUrl(url('http://127.0.0.1:9000/x'), ['127.0.0.1'])).toBe(false);
    expect(await refusedUrl(url('http://[::1]/x'), ['127.0.0.1'])).toBe(true);
    expect(await refusedUrl(url('http://[::1]/x'), ['::1'])).toBe(false);
    expect(await refusedUrl(url('http://localhost/x'), ['127.0.0.1'])).toBe(true);
    expect(await refusedUrl(url('http://169.254.169.254/latest'), [])).toBe(true);
  });

  it('checks the address connected to at delivery (a name answering loopback fails the lookup)', async () => {
    const err = await new Promise<Error | null>((resolve) => lookupChecked(false)('localhost', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(BlockedAddressError);
    const ok = await new Promise<Error | null>((resolve) => lookupChecked(true)('localhost', {}, (e) => resolve(e)));
    expect(ok).toBeNull();
  });

  it('takes http and https only, without credentials', () => {
    expect(parseWebhookUrl('ftp://example.com/')).toEqual({ problem: 'scheme' });
    expect(parseWebhookUrl('file:///etc/passwd')).toEqual({ problem: 'scheme' });
    expect(parseWebhookUrl('http://u:p@example.com/')).toEqual({ problem: 'invalid' });
    expect(parseWebhookUrl('nope')).toEqual({ problem: 'invalid' });
  });
});
