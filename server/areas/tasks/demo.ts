// Demo observations, dated from today in Europe/Paris, on the first elements of every company:
// every status, some late, one from a control of its element, two in the site's maintenance
// intervention still to do, managed by a user who sees the site.
import type pg from 'pg';

const today = `(now() AT TIME ZONE 'Europe/Paris')::date`;

interface Demo { description: string; status: string; deadline: string | null; fromControl?: boolean; inIntervention?: boolean }

const DEMOS: Demo[] = [
  { description: 'Garde-corps desserré côté quai, à resserrer', status: 'not_started', deadline: `${today} - 10` },
  { description: 'Plaque signalétique illisible', status: 'not_started', deadline: `${today} + 20`, fromControl: true },
  { description: 'Fuite légère au niveau du raccord hydraulique', status: 'doing', deadline: `${today} - 3`, inIntervention: true },
  { description: 'Remplacer le câble de levage (usure constatée)', status: 'doing', deadline: `${today} + 7`, inIntervention: true },
  { description: 'Absence du registre de sécurité sur place', status: 'done', deadline: `${today} - 30` },
  { description: 'Éclairage de secours défaillant', status: 'no_followup', deadline: null },
  { description: 'Vérifier la présence des consignes affichées', status: 'not_started', deadline: null },
];

export async function seedTasks(client: pg.PoolClient): Promise<void> {
  const { rows: companies } = await client.query<{ id: number }>('SELECT id FROM companies ORDER BY id');
  for (const { id: company } of companies) {
    const { rows: els } = await client.query<{ id: number; factory_id: number }>(`
      SELECT e.id, e.factory_id FROM elements e
      WHERE e.factory_id = (SELECT id FROM factories WHERE company_id = $1 ORDER BY name, id LIMIT 1)
      ORDER BY e.id LIMIT 4`, [company]);
    if (!els.length) continue;
    for (const [n, d] of DEMOS.entries()) {
      const e = els[n % els.length];
      await client.query(`
        INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, deadline, status,
          manager_id, origin, control_id, intervention_id)
        SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, $2, (${d.deadline ?? 'NULL'})::date, $3::task_status,
          (SELECT uf.user_id FROM user_factories uf JOIN user_companies uc ON uc.user_id = uf.user_id AND uc.company_id = e.company_id
            WHERE uf.factory_id = e.factory_id ORDER BY uf.user_id LIMIT 1),
          CASE WHEN $4 AND k.id IS NOT NULL THEN 'control' ELSE 'manual' END::task_origin, CASE WHEN $4 THEN k.id END,
          CASE WHEN $5 THEN (SELECT iv.id FROM interventions iv WHERE iv.kind = 'maintenance' AND iv.factory_id = e.factory_id
            AND iv.status = 'to_do' ORDER BY iv.id LIMIT 1) END
        FROM elements e LEFT JOIN LATERAL (SELECT id FROM controls WHERE element_id = e.id ORDER BY id LIMIT 1) k ON true
        WHERE e.id = $1`, [e.id, d.description, d.status, d.fromControl ?? false, d.inIntervention ?? false]);
    }
  }
}
