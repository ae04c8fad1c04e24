// Issue 27 §3: the engine (server/crud) has no import cycle (references.ts and registry.ts used to
// import each other). A depth-first walk over the relative imports of its files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const dir = path.join(root, 'server/crud');

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)(?! type )[^'"]*from '(\.[^']+)'/gm)]
    .map((m) => path.resolve(path.dirname(file), m[1]) + '.ts')
    .filter((target) => target.startsWith(dir) && existsSync(target));

export const cyclesIn = (files: string[]): string[][] => {
  const state = new Map<string, 'open' | 'done'>();
  const found: string[][] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(root, f)));
      return;
    }
    state.set(file, 'open');
    for (const next of importsOf(file)) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  return found;
};

describe('server/crud imports', () => {
  it('form no cycle', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f));
    expect(cyclesIn(files)).toEqual([]);
  });
});
