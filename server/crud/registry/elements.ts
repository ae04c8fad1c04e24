// Elements. Scope: the caller's sites AND regulations, both on the main table (the keyset
// indexes start with factory_id). Conformity is computed by domain/elements/conformity.ts.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { conformitySql, expiredSql } from '../../domain/elements/conformity';
import { beforeElementBulkUpdate, beforeElementWrite } from '../../domain/elements/hooks';
import { intArr, iso } from '../sql';
import type { ServerResource, WriteSpec } from '../types';

const col = (column: string): WriteSpec => ({ kind: 'column', column });

export const elements: ServerResource = {
  def: resources.elements,
  table: 'elements',
  alias: 'e',
  from: sql`elements e JOIN factories f ON f.id = e.factory_id JOIN buildings b ON b.id = e.building_id
    JOIN regulations r ON r.id = e.regulation_id JOIN element_types t ON t.id = e.element_type_id
    LEFT JOIN element_groups g ON g.id = e.group_id`,
  // Columns, filters and scope are all on `e`; the joins are NOT NULL foreign keys or LEFT.
  countFrom: sql`elements e`,
  select: () => sql`e.id, e.designation, e.identification_number, e.factory_id AS factory, f.name AS factory_name,
    e.building_id AS building, b.name AS building_name, e.regulation_id AS regulation, r.name AS regulation_name,
    e.element_type_id AS element_type, t.name AS element_type_name, e.group_id AS "group", g.name AS group_name,
    ${conformitySql('e')} AS conformity, ${expiredSql('e')} AS to_discard, e.expiry_date::text AS expiry_date,
    e.repere_1, e.repere_2, e.qr_code, e.locked, e.company_id AS company, e.custom_values, ${iso(sql`e.created_at`)} AS created_at, ${iso(sql`e.updated_at`)} AS updated_at`,
  columns: {
    id: { expr: sql`e.id`, cast: 'int8' },
    designation: { expr: sql`e.designation`, cast: 'text' },
    identification_number: { expr: sql`e.identification_number`, cast: 'text' },
    factory: { expr: sql`e.factory_id`, cast: 'int8' },
    building: { expr: sql`e.building_id`, cast: 'int8' },
    regulation: { expr: sql`e.regulation_id`, cast: 'int8' },
    element_type: { expr: sql`e.element_type_id`, cast: 'int8' },
    group: { expr: sql`e.group_id`, cast: 'int8', nullable: true },
    conformity: { expr: conformitySql('e'), cast: 'text' },
    to_discard: { expr: expiredSql('e'), cast: 'bool' },
    expiry_date: { expr: sql`e.expiry_date`, cast: 'date', nullable: true },
    repere_1: { expr: sql`e.repere_1`, cast: 'text' },
    repere_2: { expr: sql`e.repere_2`, cast: 'text' },
    created_at: { expr: sql`e.created_at`, cast: 'timestamptz' },
    locked: { expr: sql`e.locked`, cast: 'bool' },
  },
  filters: {
    next_date_lte: (v) => sql`e.expiry_date <= ${String(v[0])}::date`,
    linked_to: (v) => sql`e.id IN (SELECT l.linked_id FROM element_links l WHERE l.element_id = ${Number(v[0])}
      UNION SELECT l.element_id FROM element_links l WHERE l.linked_id = ${Number(v[0])})`,
  },
  scope: (ctx, allowed) => sql`(e.factory_id = ANY(${intArr(allowed.factories)}) AND e.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`e.factory_id`, sql`e.building_id`)})`,
  serialize: (r) => ({ ...r }),
  exportExpr: () => ({
    factory: sql`f.name`, building: sql`b.name`, regulation: sql`r.name`, element_type: sql`t.name`, group: sql`g.name`,
    qr_code: sql`e.qr_code`, locked: sql`e.locked`,
  }),
  owner: { company: sql`e.company_id`, factory: sql`e.factory_id`, building: sql`e.building_id` },
  write: {
    designation: col('designation'), identification_number: col('identification_number'), factory: col('factory_id'),
    building: col('building_id'), regulation: col('regulation_id'), element_type: col('element_type_id'), group: col('group_id'),
    expiry_date: col('expiry_date'), repere_1: col('repere_1'), repere_2: col('repere_2'),
    // Merged and checked by the hooks (domain/elements/custom-values.ts) before it is written.
    custom_values: col('custom_values'),
    // Set by the hooks only (never accepted from a body: the write schema refuses unknown fields).
    company_id: col('company_id'), updated_at: col('updated_at'),
  },
  protectedRows: { where: sql`e.locked`, message: 'api.elements.errors.locked' },
  hooks: { beforeWrite: beforeElementWrite, beforeBulkUpdate: beforeElementBulkUpdate },
};
