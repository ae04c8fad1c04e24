// The set-up of tests/bench/notifications.ts: N users of 'Bench Industrie' with varied scopes,
// languages, horizons and switches, written in a few statements; and the SMTP peer the server
// sends to (smtp-server on loopback), which counts messages by kind and recipient and can answer
// slowly, as a remote provider does.
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { HORIZONS } from '../../server/notify/kinds';

export const DOMAIN = 'notify.bench';
export const PROFILES = ['company', 'company', 'company', 'site', 'site', 'site', 'sites', 'sites', 'buildings', 'regulations'] as const;
export type Profile = (typeof PROFILES)[number];

export interface BenchUser {
  id: number;
  i: number;
  email: string;
  profile: Profile;
  language: 'fr' | 'en';
  horizon: number;
  reminder: boolean;
  digest: boolean;
  /** Sites, buildings, regulations and horizon: users with the same key see the same lists. */
  scopeKey: string;
}

/** A spread of the user's number (Knuth's multiplicative hash): language and horizon independent of the profile. */
const spread = (i: number) => Math.imul(i, 2654435761) >>> 0;

/**
 * Creates `count` users in the company (every right, as the bench user): 30% the whole company,
 * 30% one site, 20% three sites, 10% one site through one or two buildings, 10% every site for two
 * regulations; a third in English; horizons 7 to 90 days; the reminder on for 95%, the digest
 * (off by default) on for 96%. Returns them in order.
 */
export async function createUsers(pool: pg.Pool, company: number, count: number): Promise<BenchUser[]> {
  await pool.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${DOMAIN}`]);
  const { rows: [ref] } = await pool.query<{ hash: string; rights: unknown }>(
    `SELECT password_hash AS hash, rights FROM users WHERE email = 'bench@bench.fr'`);
  const sites = (await pool.query<{ id: number }>('SELECT id FROM factories WHERE company_id = $1 ORDER BY id', [company])).rows.map((r) => r.id);
  const regulations = (await pool.query<{ id: number }>('SELECT id FROM regulations ORDER BY id')).rows.map((r) => r.id);
  const buildings = new Map<number, number[]>();
  for (const b of (await pool.query<{ id: number; site: number }>(
    'SELECT b.id, b.factory_id AS site FROM buildings b WHERE NOT b.is_ghost AND b.factory_id = ANY($1) ORDER BY b.id', [sites])).rows) {
    buildings.set(b.site, [...(buildings.get(b.site) ?? []), b.id]);
  }
  const users: Omit<BenchUser, 'id'>[] = [];
  const scope = { sites: [] as [number, number][], buildings: [] as [number, number][], regulations: [] as [number, number][] };
  for (let i = 0; i < count; i++) {
    const profile = PROFILES[i % PROFILES.length];
    const h = spread(i);
    const site = sites[i % sites.length];
    const own = buildings.get(site) ?? [];
    const s = profile === 'site' || profile === 'buildings' ? [site]
      : profile === 'sites' ? [...new Set([site, sites[(i + 11) % sites.length], sites[(i + 23) % sites.length]])] : sites;
    const b = profile === 'buildings' && own.length ? own.slice(h % own.length, (h % own.length) + 1 + ((h >>> 4) % 2)) : [];
    const r = profile === 'regulations' ? [...new Set([regulations[i % regulations.length], regulations[(i + 3) % regulations.length]])] : regulations;
    const horizon = HORIZONS[(h >>> 8) % HORIZONS.length];
    const u = {
      i, email: `u${i}@${DOMAIN}`, profile, language: (h >>> 16) % 3 === 0 ? 'en' as const : 'fr' as const, horizon,
      reminder: i % 20 !== 19, digest: i % 25 !== 24,
      scopeKey: `${profile === 'company' ? 'all' : s.join(',')}|${b.join(',')}|${profile === 'regulations' ? r.join(',') : 'all'}|${horizon}`,
    };
    users.push(u);
    s.forEach((x) => scope.sites.push([i, x]));
    b.forEach((x) => scope.buildings.push([i, x]));
    r.forEach((x) => scope.regulations.push([i, x]));
  }
  const settings = users.map((u) => JSON.stringify({ deadline_reminder: u.reminder, weekly_digest: u.digest, deadline_horizon_days: u.horizon }));
  const { rows: ids } = await pool.query<{ id: number; i: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, rights, dashboard_access, language, notification_settings)
     SELECT e, 'Utilisateur', 'N° ' || (n - 1), $2, $3::jsonb, '{main}', l, s::jsonb
     FROM unnest($1::text[], $4::text[], $5::text[]) WITH ORDINALITY AS x(e, l, s, n) ORDER BY n
     RETURNING id, (substring(email from 2 for position('@' in email) - 2))::int AS i`,
    [users.map((u) => u.email), ref.hash, JSON.stringify(ref.rights), users.map((u) => u.language), settings]);
  const idOf = new Map(ids.map((r) => [r.i, r.id]));
  const link = (table: string, column: string, pairs: [number, number][]) => pool.query(
    `INSERT INTO ${table} (user_id, ${column}) SELECT * FROM unnest($1::int[], $2::int[])`,
    [pairs.map(([i]) => idOf.get(i)), pairs.map(([, x]) => x)]);
  await link('user_companies', 'company_id', users.map((u) => [u.i, company]));
  await link('user_factories', 'factory_id', scope.sites);
  await link('user_buildings', 'building_id', scope.buildings);
  await link('user_regulations', 'regulation_id', scope.regulations);
  await pool.query('ANALYZE users, user_companies, user_factories, user_buildings, user_regulations');
  return users.map((u) => ({ ...u, id: idOf.get(u.i)! }));
}

export interface Received { to: string; kind: string; at: number }

/**
 * The SMTP peer: every message counted (recipient, X-Notification-Kind, time); the raw message
 * kept for the addresses `keep` names (the sample checked against the API). `delayMs`: each
 * message is acknowledged that long after its data (a slow or remote provider).
 */
export async function startPeer(keep: (to: string) => boolean, delayMs = 0) {
  const received: Received[] = [];
  const kept = new Map<string, Buffer[]>();
  const server = new SMTPServer({
    secure: false, authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const head = raw.subarray(0, raw.indexOf('\r\n\r\n')).toString('latin1');
        const kind = /^X-Notification-Kind:\s*(\S+)/im.exec(head)?.[1] ?? '?';
        for (const { address } of session.envelope.rcptTo) {
          received.push({ to: address, kind, at: performance.now() });
          if (keep(address)) kept.set(address, [...(kept.get(address) ?? []), raw]);
        }
        if (delayMs) setTimeout(() => callback(), delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, kept, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
