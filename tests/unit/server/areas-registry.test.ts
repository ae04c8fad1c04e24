// The areas' resources are declared once per field (server/crud/define.ts): a gap between the
// metadata, the Drizzle table and the server resource stops the start (registerResources).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { areaResources } from '../../../server/areas';
import { groups } from '../../../server/areas/elements/groups';
import { users } from '../../../server/areas/users/resource';
import { defineServerResource } from '../../../server/crud/define';
import { registerResources, serverResources } from '../../../server/crud/registry';
import { bodySchema } from '../../../server/crud/schemas';
import { elementGroups as g } from '../../../server/areas/elements/table';
import { declaredOwnership, ownership } from '../../api/access/rows';

const groupFields = {
  id: g.id, name: g.name, factory: g.factoryId, regulation: g.regulationId, synchronised: g.synchronised,
  element_count: { computed: sql`0`, cast: 'int8' as const }, created_at: g.createdAt,
};
const base = { def: resources.groups, table: g, alias: 'g', hookColumns: [g.companyId], scope: () => sql`TRUE` };

describe('server resources declared once', () => {
  it('every area resource passes the start checks, in the order of resources/index.ts', () => {
    registerResources(areaResources());
    expect(serverResources().map((r) => r.def.name)).toEqual(Object.keys(resources));
  });

  it('a field of the metadata without a column stops the start', () => {
    const { synchronised: _, ...fields } = groupFields;
    const res = defineServerResource({ ...base, fields: fields as typeof groupFields });
    expect(() => res.check!()).toThrow(/groups\.synchronised: no column/);
  });

  it('a column of the table without a field (nor a hook) stops the start', () => {
    // The type check refuses it too: `unplacedColumns: "company_id"` is missing.
    // @ts-expect-error a column (company_id) without a place
    const res = defineServerResource({ ...base, hookColumns: [], fields: groupFields });
    expect(() => res.check!()).toThrow(/column company_id .* has no field/);
  });

  it('a resource missing from the areas, or registered twice, stops the start', () => {
    const list = areaResources();
    expect(() => registerResources(list.filter((r) => r.def.name !== 'groups'))).toThrow(/groups has no server side/);
    expect(() => registerResources([...list, groups])).toThrow(/registered twice/);
    registerResources(list);
  });

  it('select, columns, writes and export are derived from the columns', () => {
    const query = new PgDialect().sqlToQuery(groups.select({} as never)).sql;
    expect(query).toContain('g.factory_id AS "factory"');
    expect(query).toContain('f.name AS "factory_name"');
    expect(groups.write).toEqual({
      name: { kind: 'column', column: 'name' }, factory: { kind: 'column', column: 'factory_id' },
      regulation: { kind: 'column', column: 'regulation_id' }, synchronised: { kind: 'column', column: 'synchronised' },
      company_id: { kind: 'column', column: 'company_id' },
    });
    expect(groups.columns.created_at.cast).toBe('timestamptz');
    expect(groups.columns.name.nullable).toBeUndefined();
  });

  it('a NOT NULL column refuses null in the write schema (was a 500), a nullable one accepts it', () => {
    registerResources(areaResources());
    expect(users.notNull).toContain('first_name');
    const patch = bodySchema(users.def, 'patch', users.notNull);
    expect(patch.safeParse({ first_name: null }).success).toBe(false);
    expect(patch.safeParse({ first_name: 'Ana' }).success).toBe(true);
    const elements = serverResources().find((r) => r.def.name === 'elements')!;
    const elementPatch = bodySchema(elements.def, 'patch', elements.notNull);
    expect(elementPatch.safeParse({ group: null }).success).toBe(true);
    // Its hooks turn null into '' (an existing behaviour the resource declares).
    expect(elementPatch.safeParse({ repere_1: null }).success).toBe(true);
  });

  it('the access matrix derives ownership from `owner`, and refuses a resource without one', async () => {
    expect(declaredOwnership('elements')!.sql).toMatch(/e\.company_id.*e\.factory_id.*e\.regulation_id.*e\.building_id/s);
    expect(declaredOwnership('regulations')!.sql).toContain('NULL::int[] AS companies');
    await expect(ownership({} as never, { name: 'no-such-area' } as never)).rejects.toThrow(/declare the `owner` of no-such-area/);
  });
});
