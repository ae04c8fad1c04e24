// Every area of the API, found by loading the folders: server/areas/<area>/index.ts exports its
// `defineArea(...)`. A new area is its folder; nothing here is edited. buildApp registers their
// resources with the engine, their routes under /api/v1 and their job workers; the demo seed runs
// their demos in `demoAfter` order. Adding an area: docs/adding-an-area.md.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { isArea, type Area } from './area';

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(import.meta.dirname, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();

const loaded: Area[] = (await Promise.all(folders.map(async (folder) => {
  const found = Object.values(await import(`./${folder}/index.ts`) as Record<string, unknown>).filter(isArea);
  if (found.length !== 1) throw new Error(`server/areas/${folder}/index.ts must export one defineArea(...), found ${found.length}`);
  return found[0];
}))).flat();

/** Areas in an order where each comes after those its demo needs (`demoAfter`), by name otherwise. */
export function demoOrder(list: Area[]): Area[] {
  const byName = new Map(list.map((a) => [a.name, a]));
  const done = new Set<string>();
  const out: Area[] = [];
  const visit = (a: Area, path: string[]) => {
    if (done.has(a.name)) return;
    if (path.includes(a.name)) throw new Error(`areas: demoAfter cycle ${[...path, a.name].join(' → ')}`);
    for (const name of a.demoAfter ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`area ${a.name}: demoAfter names an unknown area '${name}'`);
      visit(before, [...path, a.name]);
    }
    done.add(a.name);
    out.push(a);
  };
  for (const a of list) visit(a, []);
  return out;
}

export const areas: Area[] = demoOrder(loaded);

/** Every server resource of every area. */
export const areaResources = () => areas.flatMap((a) => a.resources ?? []);
