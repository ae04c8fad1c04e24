// Where a webhook may post: http(s) only, and never to a private, loopback, link-local, CGNAT,
// multicast or otherwise reserved address (IPv4, IPv6, IPv4-mapped IPv6), nor to a name that
// resolves to one, unless its host is listed in WEBHOOK_ALLOWED_HOSTS. Checked when the webhook
// is written and again at each delivery, on the very address connected to (lookupChecked), so a
// name that changes its answer (DNS rebinding) is caught.
import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['64:ff9b::', 96],
  ['100::', 64], ['2001:db8::', 32], ['2002::', 16],
] as const) blocked.addSubnet(net, bits, 'ipv6');

/** Whether an IP literal is one a webhook may not reach. */
export function isBlockedAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(ip, 'ipv6');
}

export type UrlProblem = 'invalid' | 'scheme' | 'blocked';

/** The URL's host as compared with the allow list and resolved (IPv6 without brackets). */
export const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

export function parseWebhookUrl(text: string): { url: URL } | { problem: UrlProblem } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'scheme' };
  if (url.username || url.password || !url.hostname) return { problem: 'invalid' };
  return { url };
}

const resolveAll = (host: string) => new Promise<string[]>((resolve, reject) =>
  lookup(host, { all: true, verbatim: true }, (err, found) => (err ? reject(err) : resolve(found.map((a) => a.address)))));

/**
 * Whether posting to this URL is refused: an allowed host never is; an IP literal is checked as
 * is; a name by every address it resolves to now (a name that does not resolve is not refused
 * here: the delivery checks again).
 */
export async function refusedUrl(url: URL, allowedHosts: readonly string[]): Promise<boolean> {
  const host = hostOf(url);
  if (allowedHosts.includes(host)) return false;
  if (isIP(host)) return isBlockedAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  let addresses: string[];
  try {
    addresses = await resolveAll(host);
  } catch {
    return false;
  }
  return addresses.some(isBlockedAddress);
}

export class BlockedAddressError extends Error {
  constructor(public address: string) {
    super(`address ${address} is not allowed`);
    this.name = 'BlockedAddressError';
  }
}

/** A `lookup` for http.request that refuses blocked answers (the connection uses what it returns). */
export const lookupChecked = (allowed: boolean): LookupFunction => (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true, verbatim: true }, (err, found) => {
    if (err) return callback(err, '', 4);
    const list = found as unknown as { address: string; family: number }[];
    const bad = allowed ? undefined : list.find((a) => isBlockedAddress(a.address));
    if (bad) return callback(new BlockedAddressError(bad.address), '', 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
