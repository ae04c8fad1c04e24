// TEMPORARY, until the interventions area is merged: controls reference 'control-interventions',
// and the engine needs a registered target to check those references. A plain engine resource
// over interventions of kind 'control' (no status rules, `controls` not written). The lead drops
// this file and its line in server/areas/controls/index.ts at merge (the interventions area serves it).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { interventionRegulations, interventions as i } from '../interventions/table';

/** Demo: one control intervention per site, this week (the interventions area seeds the real ones). */
export async function seedInterventionsStub(client: { query: (text: string) => Promise<unknown> }) {
  await client.query(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, participant)
    SELECT 'control', f.company_id, f.id, 'Visite de contrôle ' || f.name, CURRENT_DATE, CURRENT_DATE + 2, 'Bureau de contrôle'
    FROM factories f`);
}

export const controlInterventionsStub = defineServerResource({
  def: resources['control-interventions'],
  table: i,
  alias: 'i',
  fields: {
    id: i.id, name: i.name, start: i.startDate, end: i.endDate, factory: i.factoryId, supervisor: i.supervisorId, status: i.status,
    duration_days: { computed: sql`(i.end_date - i.start_date + 1)`, cast: 'int8' },
    regulations: { m2m: { own: interventionRegulations.interventionId, other: interventionRegulations.regulationId } },
    start_lte: { filter: (v) => sql`i.start_date <= ${String(v[0])}::date` },
    end_gte: { filter: (v) => sql`i.end_date >= ${String(v[0])}::date` },
    inspector: i.participant,
    controls: { hook: true, select: sql`(SELECT coalesce(array_agg(k.id ORDER BY k.id), '{}') FROM controls k WHERE k.intervention_id = i.id)` },
    control_count: { computed: sql`(SELECT count(*)::int FROM controls k WHERE k.intervention_id = i.id)` },
    created_at: i.createdAt,
  },
  hookColumns: [i.kind, i.companyId],
  internal: [i.updatedAt],
  scope: (_ctx, allowed) => sql`(i.kind = 'control' AND i.factory_id = ANY(${intArr(allowed.factories)}))`,
  exportExpr: () => ({ controls: sql`(SELECT string_agg(k.id::text, ', ' ORDER BY k.id) FROM controls k WHERE k.intervention_id = i.id)` }),
  owner: { company: sql`i.company_id`, factory: sql`i.factory_id` },
  hooks: {
    beforeWrite: async (tx, _ctx, body, row) => {
      if (row || body.factory == null) return body;
      const { rows } = await tx.execute(sql`SELECT company_id FROM factories WHERE id = ${body.factory}`);
      return { ...body, kind: 'control', company_id: (rows[0] as { company_id: number } | undefined)?.company_id };
    },
  },
});
