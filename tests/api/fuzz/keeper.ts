// The fuzzing user may, through the routes it fuzzes, narrow its own rights or scope (a bulk
// rights change, its own sites): the next routes would then only answer 403 or 404 and the
// suite would silently test less. Its row and scope links are saved once and put back after
// each route.
import type pg from 'pg';

const LINKS = ['user_companies', 'user_factories', 'user_buildings', 'user_regulations'];
const KEPT = ['rights', 'is_administrator', 'role', 'is_active', 'dashboard_access', 'email'];

export async function keepUser(pool: pg.Pool, email: string): Promise<() => Promise<void>> {
  const { rows: [user] } = await pool.query(`SELECT id, ${KEPT.join(', ')} FROM users WHERE email = $1`, [email]);
  const links: Record<string, unknown[]> = {};
  for (const table of LINKS) links[table] = (await pool.query(`SELECT * FROM ${table} WHERE user_id = $1`, [user.id])).rows;
  return async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const set = KEPT.map((c, i) => `${c} = $${i + 2}`).join(', ');
      await client.query(`UPDATE users SET ${set} WHERE id = $1`, [user.id, ...KEPT.map((c) => (c === 'rights' ? JSON.stringify(user[c]) : user[c]))]);
      for (const table of LINKS) {
        await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [user.id]);
        for (const row of links[table]) {
          // A row whose target the fuzz deleted meanwhile is left out (its savepoint rolled back).
          await client.query('SAVEPOINT link');
          await client.query(`INSERT INTO ${table} SELECT * FROM json_populate_record(null::${table}, $1)`, [JSON.stringify(row)])
            .then(() => client.query('RELEASE SAVEPOINT link'), () => client.query('ROLLBACK TO SAVEPOINT link'));
        }
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  };
}
