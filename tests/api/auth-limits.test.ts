// Login limits (server/auth/throttle.ts) and the client IP behind proxies (TRUST_PROXY). Each
// test uses its own IPs (X-Forwarded-For through one trusted hop) and its own users, so the
// counters of other test files on 127.0.0.1 and of the demo users are never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { LOGIN_LIMITS } from '../../server/auth/throttle';
import { parseTrustProxy } from '../../server/config';
import { call, DEMO_PASSWORD, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let hash: string;
beforeAll(async () => {
  t = await startApp({ TRUST_PROXY: '1' });
  hash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => { await t.close(); });

/** A documentation-range IP (RFC 5737) not used before in this run. */
const ipPool = (() => { let n = 0; return () => `203.0.113.${++n}`; })();

const newUser = async () => {
  const email = `${unique('limit').replace(/\s+/g, '-').toLowerCase()}@test.example`;
  await t.pool.query('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [email, hash]);
  return email;
};

const attempt = (username: string, password: string, ip: string, xff?: string) =>
  call(t.app, 'POST', '/api/v1/login/', { body: { username, password }, headers: { 'x-forwarded-for': xff ?? ip } });

describe('login limits', () => {
  it('a burst of 40 parallel guesses gets exactly 10 verified, then 429, and the right password after the limit no token', async () => {
    const email = await newUser();
    const ip = ipPool();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `bad-${i}`, ip)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_LIMITS.ipUser.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMITS.ipUser.max);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body.detail).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    // The right password once the limit is reached: refused too, no token.
    const right = await attempt(email, DEMO_PASSWORD, ip);
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
  });

  it('limits one IP trying many usernames', async () => {
    const ip = ipPool();
    const guesses = Array.from({ length: LOGIN_LIMITS.ip.max }, (_, i) => `${unique('spray')}-${i}@nowhere.example`.replace(/\s+/g, '-'));
    for (let i = 0; i < guesses.length; i += 20) {
      const answers = await Promise.all(guesses.slice(i, i + 20).map((u) => attempt(u, 'guess', ip)));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 400));
    }
    const next = await attempt(`${unique('spray-last').replace(/\s+/g, '-')}@nowhere.example`, 'guess', ip);
    expect(next.status).toBe(429);
    expect(Number(next.res.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not concerned.
    expect((await attempt(await newUser(), DEMO_PASSWORD, ipPool())).status).toBe(200);
  });

  it('delays one account tried from many IPs, without locking it out', async () => {
    const email = await newUser();
    const { free } = LOGIN_LIMITS.account;
    for (let i = 0; i < free; i++) expect((await attempt(email, `bad-${i}`, ipPool())).status).toBe(400);
    // Past the free attempts, from yet another IP: a short wait, the right password included.
    const delayed = await attempt(email, DEMO_PASSWORD, ipPool());
    expect(delayed.status).toBe(429);
    const wait = Number(delayed.res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxDelaySeconds);
    // Once the delay has passed (simulated), the real user gets in.
    await t.pool.query(`UPDATE login_limits SET last_at = last_at - interval '1 hour' + interval '1 minute' WHERE key = $1`, [`account:${email}`]);
    const ok = await attempt(email, DEMO_PASSWORD, ipPool());
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBeTruthy();
  });

  it('change-password reserves its attempt too: parallel wrong old passwords stop at the limit', async () => {
    const email = await newUser();
    const ip = ipPool();
    const token = (await attempt(email, DEMO_PASSWORD, ip)).body.token as string;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t.app, 'POST', '/api/v1/user/change-password/', {
      token, headers: { 'x-forwarded-for': ip },
      body: { old_password: `bad-${i}`, new_password: 'nouveau-mdp-1', new_password_confirm: 'nouveau-mdp-1' },
    })));
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(LOGIN_LIMITS.ipUser.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - LOGIN_LIMITS.ipUser.max);
  });
});

describe('TRUST_PROXY', () => {
  it('with one trusted hop, the client cannot choose its IP by prepending X-Forwarded-For entries', async () => {
    const email = await newUser();
    const ip = ipPool();
    for (let i = 0; i < LOGIN_LIMITS.ipUser.max; i++) {
      expect((await attempt(email, `bad-${i}`, ip, `10.9.${i}.1, ${ip}`)).status).toBe(400);
    }
    expect((await attempt(email, 'bad', ip, `10.99.99.99, ${ip}`)).status).toBe(429);
  });

  it('parses hops, address lists and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,loopback')).toEqual(['10.0.0.0/8', '192.168.1.10', 'loopback']);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });

  /** The client IP each request was given by an app started with TRUST_PROXY=`trust`. */
  async function clientIps(trust: string, requests: { from: string; xff: string }[]) {
    const ips: string[] = [];
    const probe = await startApp({ TRUST_PROXY: trust }, (app) => app.addHook('onRequest', async (req) => { ips.push(req.ip); }));
    try {
      for (const { from, xff } of requests) {
        await probe.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: from, headers: { 'x-forwarded-for': xff } });
      }
    } finally {
      await probe.close();
    }
    return ips;
  }

  it('trusts the configured number of hops, or only the listed proxies', async () => {
    const xff = '192.0.2.1, 192.0.2.2';
    expect(await clientIps('1', [{ from: '10.0.0.1', xff }])).toEqual(['192.0.2.2']);
    expect(await clientIps('2', [{ from: '10.0.0.1', xff }])).toEqual(['192.0.2.1']);
    expect(await clientIps('0', [{ from: '10.0.0.1', xff }])).toEqual(['10.0.0.1']);
    expect(await clientIps('10.0.0.0/8', [{ from: '10.0.0.1', xff }, { from: '192.0.2.50', xff: '192.0.2.1' }]))
      .toEqual(['192.0.2.2', '192.0.2.50']);
  });
});
