// Login limits, shared by every instance through PostgreSQL (table login_limits). An attempt is
// RESERVED before its password is verified, under row locks, so a burst of parallel guesses
// cannot all read "not yet limited" and then verify; a successful attempt gives its reservation
// back (successes are never counted). Three counters per attempt (numbers in LOGIN_LIMITS):
//   ip-user:  one username from one IP: refused for the rest of the window past `max`;
//   ip:       any usernames from one IP (password spraying): the same, with a larger `max`;
//   account:  one username from any IP: past `free` attempts, each one waits a delay doubling
//             from 1 s up to `maxDelaySeconds` after the previous one. A delay, not a lock-out:
//             an attacker spreading guesses over many IPs cannot lock the real user out.
// Refused attempts are not counted, so hammering does not extend a limit.
import type pg from 'pg';

export const LOGIN_LIMITS = {
  ipUser: { max: 10, windowMinutes: 15 },
  ip: { max: 100, windowMinutes: 15 },
  account: { free: 10, windowMinutes: 60, maxDelaySeconds: 60 },
} as const;

type Kind = keyof typeof LOGIN_LIMITS;
const LONGEST_WINDOW = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.windowMinutes));

const keysOf = (username: string, ip: string): Record<Kind, string> => {
  const user = username.slice(0, 254);
  const addr = ip.slice(0, 64);
  return { ipUser: `ip-user:${addr}|${user}`, ip: `ip:${addr}`, account: `account:${user}` };
};

const windowSeconds = (kind: Kind) => LOGIN_LIMITS[kind].windowMinutes * 60;

/** Seconds this counter makes the attempt wait (0: allowed). `age`/`since`: seconds since window start / last attempt. */
function waitOf(kind: Kind, hits: number, age: number, since: number): number {
  if (age >= windowSeconds(kind)) return 0;
  if (kind === 'account') {
    const { free, maxDelaySeconds } = LOGIN_LIMITS.account;
    if (hits < free) return 0;
    return Math.max(0, Math.min(2 ** (hits - free), maxDelaySeconds) - since);
  }
  return hits >= LOGIN_LIMITS[kind].max ? windowSeconds(kind) - age : 0;
}

interface Row { key: string; hits: number; age: number; since: number }

async function reserveOnce(client: pg.PoolClient, keys: Record<Kind, string>): Promise<number> {
  const kindOf = new Map(Object.entries(keys).map(([kind, key]) => [key, kind as Kind]));
  const sorted = [...kindOf.keys()].sort();
  await client.query('BEGIN');
  try {
    // 'epoch', not '-infinity': PostgreSQL before 17 has no infinite interval (now() - '-infinity' fails).
    await client.query(`INSERT INTO login_limits (key, last_at) SELECT k, 'epoch' FROM unnest($1::text[]) k
      ON CONFLICT (key) DO NOTHING`, [sorted]);
    // Locked in one order by every instance; clock_timestamp(): the time once the locks are held.
    const { rows } = await client.query<Row>(`SELECT key, hits,
        extract(epoch FROM clock_timestamp() - window_start)::float8 AS age,
        extract(epoch FROM clock_timestamp() - last_at)::float8 AS since
      FROM login_limits WHERE key = ANY($1::text[]) ORDER BY key COLLATE "C" FOR UPDATE`, [sorted]);
    const wait = Math.max(0, ...rows.map((r) => waitOf(kindOf.get(r.key)!, r.hits, r.age, r.since)));
    if (wait > 0) {
      await client.query('COMMIT');
      return Math.max(1, Math.ceil(wait));
    }
    const expired = rows.map((r) => r.age >= windowSeconds(kindOf.get(r.key)!));
    await client.query(`UPDATE login_limits l SET hits = CASE WHEN v.expired THEN 1 ELSE l.hits + 1 END,
        window_start = CASE WHEN v.expired THEN clock_timestamp() ELSE l.window_start END, last_at = clock_timestamp()
      FROM unnest($1::text[], $2::bool[]) v(key, expired) WHERE l.key = v.key`, [rows.map((r) => r.key), expired]);
    await client.query('COMMIT');
    return 0;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * Reserves one login attempt of `username` from `ip`: 0 when reserved (verify the password, then
 * forgiveAttempt on success), else the seconds to wait (answer 429, nothing was counted).
 */
export async function reserveAttempt(pool: pg.Pool, username: string, ip: string): Promise<number> {
  const client = await pool.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await reserveOnce(client, keysOf(username, ip));
      } catch (err) {
        // Two first attempts creating the same rows may deadlock: PostgreSQL aborts one, retried.
        if ((err as { code?: string }).code !== '40P01' || attempt >= 3) throw err;
      }
    }
  } finally {
    client.release();
    // Counters idle past the longest window are useless: pruned here rather than by a job (indexed).
    await pool.query(`DELETE FROM login_limits WHERE last_at < now() - make_interval(mins => $1)`, [LONGEST_WINDOW]);
  }
}

/** A successful attempt gives its reservation back. */
export async function forgiveAttempt(pool: pg.Pool, username: string, ip: string): Promise<void> {
  await pool.query('UPDATE login_limits SET hits = greatest(hits - 1, 0) WHERE key = ANY($1::text[])',
    [Object.values(keysOf(username, ip))]);
}
