// The elements list sorted by its label columns (issue 34): site, building, regulation and type by
// their names, conformity compliant first; both directions, ties broken by id. The expected order
// is read from the names in their own tables (not from the stored sort keys), after renames, so a
// key the triggers of migration 0043 failed to follow fails here. Every ordering is walked in
// pages of 2 forward and back: each row exactly once. Crafted cursors are 400, never 500.
import { describe, expect, it } from 'vitest';
import { CONFORMITIES } from '../../resources/elements';
import { daysFromNow, elementBody } from './elements-fixture';
import { unique } from './helpers';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();

const LABEL: Record<string, string> = { factory: 'f.name', building: 'b.name', regulation: 'r.name', element_type: 'et.name' };

/** The ids of `ids` in the order of the label named by `ordering` (`-` descending), then id. */
async function expectedOrder(ordering: string, ids: number[]): Promise<number[]> {
  const field = ordering.replace(/^-/, '');
  const dir = ordering.startsWith('-') ? 'DESC' : 'ASC';
  const { rows } = await t.pool.query<{ id: number }>(`
    SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id JOIN buildings b ON b.id = e.building_id
      JOIN regulations r ON r.id = e.regulation_id JOIN element_types et ON et.id = e.element_type_id
    WHERE e.id = ANY($1::int[]) ORDER BY ${LABEL[field]} ${dir}, e.id ${dir}`, [ids]);
  return rows.map((r) => r.id);
}

/** Every page of a list forward (page_size 2), then back from the last page through `previous`. */
async function walk(query: string): Promise<{ forward: Record<string, unknown>[]; back: number[] }> {
  const pages: Record<string, unknown>[][] = [];
  let lastPrevious: string | null = null;
  for (let url: string | null = `/api/v1/elements/?page_size=2&${query}`; url;) {
    const r = await admin.get(url);
    expect(r.status, url).toBe(200);
    pages.push(r.body.results);
    lastPrevious = r.body.previous;
    url = r.body.next;
  }
  const back: number[] = [...pages[pages.length - 1].map((x) => x.id as number)];
  for (let url = lastPrevious; url;) {
    const r = await admin.get(url);
    expect(r.status, url).toBe(200);
    back.unshift(...r.body.results.map((x: { id: number }) => x.id));
    url = r.body.previous;
  }
  return { forward: pages.flat(), back };
}

const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

describe('elements sorted by their labels', () => {
  it('site, building, regulation, type and conformity, both directions, each row once, after renames', async () => {
    const tag = unique('Tri');
    // Site B before site A by name; the real building of A between the ghosts.
    expect((await admin.patch(`/api/v1/factories/${w.siteA}/`, { name: `${tag} Zèbre` })).status).toBe(200);
    expect((await admin.patch(`/api/v1/factories/${w.siteB}/`, { name: `${tag} Abeille` })).status).toBe(200);
    const expired = daysFromNow(-3);
    const bodies = [
      { factory: w.siteA, building: w.ghostA },
      { factory: w.siteA, building: w.buildingA, expiry_date: expired },
      { factory: w.siteA, building: w.buildingA, regulation: w.lifting, element_type: w.crane },
      { factory: w.siteB, building: w.ghostB, expiry_date: expired },
      { factory: w.siteB, building: w.ghostB, regulation: w.lifting, element_type: w.crane },
      { factory: w.siteA, building: w.ghostA, regulation: w.lifting, element_type: w.crane, expiry_date: expired },
      { factory: w.siteB, building: w.ghostB },
    ];
    const ids: number[] = [];
    for (const b of bodies) {
      const r = await admin.post('/api/v1/elements/', elementBody(w, b));
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
    // Renamed after its elements were written: their key must follow.
    expect((await admin.patch(`/api/v1/buildings/${w.buildingA}/`, { name: `${tag} Atelier` })).status).toBe(200);
    // A type renamed in the catalogue (no route renames one): its elements follow too.
    await t.pool.query(`UPDATE element_types SET name = 'Zz ' || name WHERE id = $1`, [w.crane]);
    try {
      const filter = `factory=${w.siteA},${w.siteB}`;
      for (const field of ['factory', 'building', 'regulation', 'element_type']) {
        for (const ordering of [field, `-${field}`]) {
          const { forward, back } = await walk(`${filter}&ordering=${ordering}`);
          const expected = await expectedOrder(ordering, ids);
          expect(forward.map((x) => x.id), ordering).toEqual(expected);
          expect(back, `${ordering} backward`).toEqual(expected);
        }
      }
      // Conformity in its order (CONFORMITIES): compliant first; descending puts the non-compliant first.
      for (const ordering of ['conformity', '-conformity']) {
        const { forward, back } = await walk(`${filter}&ordering=${ordering}`);
        const rank = (x: Record<string, unknown>) => CONFORMITIES.indexOf(x.conformity as 'compliant');
        const sign = ordering.startsWith('-') ? -1 : 1;
        const expected = [...forward].sort((a, b) => sign * (rank(a) - rank(b) || (a.id as number) - (b.id as number))).map((x) => x.id);
        expect(forward.map((x) => x.id), ordering).toEqual(expected);
        expect(new Set(forward.map((x) => x.id))).toEqual(new Set(ids));
        expect(forward.filter((x) => x.conformity === 'non_compliant')).toHaveLength(3);
        expect(back, `${ordering} backward`).toEqual(expected);
      }
      // The options name the new orderings (the console's column headers follow them).
      const options = await admin.get('/api/v1/elements/options/');
      expect(options.body.ordering).toEqual(expect.arrayContaining(['factory', 'building', 'regulation', 'element_type', 'conformity']));
    } finally {
      await t.pool.query(`UPDATE element_types SET name = substr(name, 4) WHERE id = $1`, [w.crane]);
    }
    // Renamed back: the key follows again.
    const { rows: [key] } = await t.pool.query(`SELECT type_sort FROM elements WHERE id = $1`, [ids[2]]);
    expect(key.type_sort).toBe('Pont roulant');
  });

  it('a crafted cursor of a label ordering is a translated 400 or an empty page, never a 500', async () => {
    const list = (ordering: string, c: string, lang?: string) => admin.get(`/api/v1/elements/?ordering=${ordering}&cursor=${c}`, lang);
    // Any text fits a name: past the last name, nothing.
    const past = await list('factory', cursor(['factory', '\uffff\uffff', 2147483647, 'n']));
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual([]);
    // A null name (names are never null) selects nothing rather than failing.
    expect((await list('-building', cursor(['-building', null, 1, 'p']))).status).toBe(200);
    // Not a conformity (a boolean underneath), a NUL byte, another ordering's cursor, a huge id.
    for (const [ordering, c] of [
      ['conformity', cursor(['conformity', 'peut-être', 1, 'n'])],
      ['-conformity', cursor(['-conformity', 'non_compliant', 1, 'n'])],
      ['regulation', cursor(['regulation', 'a\u0000b', 1, 'n'])],
      ['element_type', cursor(['factory', 'x', 1, 'n'])],
      ['factory', cursor(['factory', 'x', 2 ** 40, 'n'])],
    ] as const) {
      const fr = await list(ordering, c);
      expect(fr.status, `${ordering} ${c}`).toBe(400);
      expect(fr.body).toEqual({ cursor: ['Curseur de pagination invalide.'] });
      expect((await list(ordering, c, 'en')).body).toEqual({ cursor: ['Invalid pagination cursor.'] });
    }
  });
});
