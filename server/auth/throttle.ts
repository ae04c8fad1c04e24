// Login rate limit: more than MAX_FAILURES failed logins per username+IP within WINDOW answer
// 429. Failures are rows in login_failures so that every instance shares the count and a
// restart does not reset it; successful logins are not counted.
import type pg from 'pg';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function throttleDelay(pool: pg.Pool, username: string, ip: string): Promise<number> {
  const { rows } = await pool.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
       SELECT created_at FROM login_failures
       WHERE username = $1 AND ip = $2 AND created_at > now() - make_interval(mins => $3)
       ORDER BY created_at DESC LIMIT $4) recent`,
    [username, ip, WINDOW_MINUTES, MAX_FAILURES],
  );
  const { n, oldest } = rows[0];
  if (n < MAX_FAILURES || !oldest) return 0;
  // The oldest of the last MAX_FAILURES failures leaving the window frees one attempt.
  return Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
}

export async function recordFailure(pool: pg.Pool, username: string, ip: string): Promise<void> {
  await pool.query('INSERT INTO login_failures (username, ip) VALUES ($1, $2)', [username.slice(0, 254), ip.slice(0, 64)]);
  // Old rows are useless: pruned here rather than by a job (cheap, indexed on created_at).
  await pool.query(`DELETE FROM login_failures WHERE created_at < now() - make_interval(mins => $1)`, [WINDOW_MINUTES]);
}
