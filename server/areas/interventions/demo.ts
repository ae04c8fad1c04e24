// Demo interventions on the first site (by name) of every company, dated from today in
// Europe/Paris: one validated in the past (holding the site's most recent finished controls when
// the controls demo made some), one this week holding the site's three most urgent open
// controls (to_do_planned), one waiting for validation holding the next two (validating it in the
// demo finishes them), and two maintenance interventions.
import type pg from 'pg';

const today = `(now() AT TIME ZONE 'Europe/Paris')::date`;
const monday = `date_trunc('week', ${today})::date`;

interface Demo { kind: 'control' | 'maintenance'; name: string; start: string; days: number; status: string; participant: string }

// The first of each kind is to do: generic tests (the access matrix) copy a company's first row.
const DEMOS: Demo[] = [
  { kind: 'control', name: 'Visite de contrôle de la semaine', start: `${monday} + 2`, days: 1, status: 'to_do', participant: 'Apave' },
  { kind: 'control', name: 'Vérifications périodiques annuelles', start: `${today} - 60`, days: 2, status: 'done', participant: 'Bureau Veritas' },
  { kind: 'control', name: 'Contrôle des appareils de levage', start: `${today} - 10`, days: 1, status: 'to_validate', participant: 'Dekra' },
  { kind: 'maintenance', name: 'Entretien des portes coupe-feu', start: `${monday} + 3`, days: 2, status: 'to_do', participant: 'Équipe maintenance' },
  { kind: 'maintenance', name: 'Remplacement des extincteurs', start: `${today} - 30`, days: 1, status: 'done', participant: 'Sicli' },
];

async function insert(client: pg.PoolClient, factory: number, d: Demo, start = d.start): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`
    INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, participant, supervisor_id, status, completed_date)
    SELECT $1::intervention_kind, f.company_id, f.id, $2, (${start})::date, (${start})::date + $3::int - 1, $4,
      (SELECT uf.user_id FROM user_factories uf WHERE uf.factory_id = f.id ORDER BY uf.user_id LIMIT 1), $5::intervention_status,
      CASE WHEN $5 = 'done' THEN (${start})::date + $3::int - 1 END
    FROM factories f WHERE f.id = $6 RETURNING id`, [d.kind, d.name, d.days, d.participant, d.status, factory]);
  return rows[0].id;
}

export async function seedInterventions(client: pg.PoolClient): Promise<void> {
  // Each company's first site (by name) that holds elements: its interventions hold controls.
  const { rows: sites } = await client.query<{ id: number }>(`
    SELECT DISTINCT ON (f.company_id) f.id FROM factories f WHERE EXISTS (SELECT 1 FROM elements e WHERE e.factory_id = f.id)
    ORDER BY f.company_id, f.name, f.id`);
  for (const { id: factory } of sites) {
    for (const d of DEMOS) {
      if (d.kind === 'control' && d.status === 'done') {
        // The past visit ends on the day of the site's latest finished controls, and holds them.
        const { rows } = await client.query<{ day: string | null }>(
          `SELECT max(completed_date)::text AS day FROM controls WHERE factory_id = $1 AND status = 'finished'`, [factory]);
        const day = rows[0].day;
        const id = await insert(client, factory, d, day ? `'${day}'::date - ${d.days - 1}` : d.start);
        if (day) {
          await client.query(`UPDATE controls SET intervention_id = $1
            WHERE factory_id = $2 AND status = 'finished' AND completed_date = $3::date`, [id, factory, day]);
        }
        continue;
      }
      const id = await insert(client, factory, d);
      if (d.kind === 'control') {
        // This week's visit takes the three most urgent open controls, the one to validate the next two.
        await client.query(`UPDATE controls SET intervention_id = $1, status = 'to_do_planned'
          WHERE id IN (SELECT id FROM controls WHERE factory_id = $2 AND status = 'to_do' AND intervention_id IS NULL
            ORDER BY next_date, id LIMIT $3)`, [id, factory, d.status === 'to_do' ? 3 : 2]);
      }
    }
  }
  // An intervention names the regulations of its controls (as planControls does for the API's writes).
  await client.query(`INSERT INTO intervention_regulations (intervention_id, regulation_id)
    SELECT DISTINCT k.intervention_id, k.regulation_id FROM controls k JOIN interventions iv ON iv.id = k.intervention_id
    WHERE iv.kind = 'control' ON CONFLICT DO NOTHING`);
}
