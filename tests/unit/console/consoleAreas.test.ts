// The console's areas are found from their folders (src/features/index.ts, import.meta.glob): each
// folder's index exports one `<name>Area`.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, consoleAreas } from '../../../src/features';

const dir = path.join(import.meta.dirname, '../../../src/features');

describe('console areas found from their folders', () => {
  it('one area per folder with an index, names unique', () => {
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && ['index.ts', 'index.tsx'].some((f) => existsSync(path.join(dir, d.name, f))));
    expect(consoleAreas).toHaveLength(folders.length);
    expect(new Set(consoleAreas.map((a) => a.name)).size).toBe(consoleAreas.length);
    expect(consoleAreas.map((a) => a.name)).toEqual(expect.arrayContaining(['elements', 'tags', 'dashboard']));
  });

  it('a folder exporting no area, or two, is refused', () => {
    expect(() => areaOf('./x/index.ts', { helper: () => 1 })).toThrow(/found 0/);
    expect(() => areaOf('./x/index.ts', { aArea: { name: 'a' }, bArea: { name: 'b' } })).toThrow(/found 2/);
    expect(areaOf('./x/index.ts', { xArea: { name: 'x' }, other: 1 })).toEqual({ name: 'x' });
  });
});
