// The server's areas are found from their folders (server/areas/index.ts): every folder with an
// index.ts is one area, and demos run after the areas whose rows they read (demoAfter).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineArea } from '../../../server/areas/area';
import { areas, demoOrder } from '../../../server/areas';

const dir = path.join(import.meta.dirname, '../../../server/areas');

describe('server areas found from their folders', () => {
  it('one area per folder with an index.ts, none missing', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.ts')));
    expect(areas).toHaveLength(folders.length);
    expect(new Set(areas.map((a) => a.name)).size).toBe(areas.length);
    expect(areas.map((a) => a.name)).toEqual(expect.arrayContaining(['elements', 'controls', 'documents', 'tags']));
  });

  it('each demo runs after the demos it reads', () => {
    const at = new Map(areas.map((a, i) => [a.name, i]));
    for (const a of areas) for (const before of a.demoAfter ?? []) expect(at.get(before)!).toBeLessThan(at.get(a.name)!);
  });

  it('orders by demoAfter, keeps the given order otherwise, and refuses a cycle or an unknown name', () => {
    const a = defineArea({ name: 'a', demoAfter: ['c'] });
    const b = defineArea({ name: 'b' });
    const c = defineArea({ name: 'c', demoAfter: ['b'] });
    expect(demoOrder([a, b, c]).map((x) => x.name)).toEqual(['b', 'c', 'a']);
    expect(demoOrder([b, c]).map((x) => x.name)).toEqual(['b', 'c']);
    expect(() => demoOrder([defineArea({ name: 'x', demoAfter: ['y'] }), defineArea({ name: 'y', demoAfter: ['x'] })])).toThrow(/cycle x → y → x/);
    expect(() => demoOrder([defineArea({ name: 'x', demoAfter: ['nope'] })])).toThrow(/unknown area 'nope'/);
  });
});
