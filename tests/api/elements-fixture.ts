// A fresh site pair of the demo company for the element tests: counts stay exact whatever the
// seed holds. Sites A and B follow two regulations; A has a real building.
import { parisDay } from '../../server/areas/elements/conformity';
import type { TestApp } from './helpers';
import { as, unique } from './helpers';

type Api = ReturnType<typeof as>;
export interface ElementWorld {
  siteA: number; siteB: number; ghostA: number; buildingA: number; ghostB: number;
  fire: number; lifting: number; extinguisher: number; crane: number;
}

export async function elementWorld(t: TestApp, admin: Api): Promise<ElementWorld> {
  const q = async (text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows[0].id as number;
  const fire = await q(`SELECT id FROM regulations WHERE name = 'Sécurité incendie'`);
  const lifting = await q(`SELECT id FROM regulations WHERE name = 'Appareils de levage'`);
  const site = async () => (await admin.post('/api/v1/factories/', { name: unique('Site éléments'), company: 1, regulations: [fire, lifting] })).body;
  const a = await site();
  const b = await site();
  const buildingA = (await admin.post('/api/v1/buildings/', { name: 'Atelier éléments', factory: a.id })).body.id;
  return {
    siteA: a.id, siteB: b.id, ghostA: a.buildings[0].id, ghostB: b.buildings[0].id, buildingA, fire, lifting,
    extinguisher: await q(`SELECT id FROM element_types WHERE name = 'Extincteur'`),
    crane: await q(`SELECT id FROM element_types WHERE name = 'Pont roulant'`),
  };
}

/** An element body on site A (fire regulation, extinguisher) unless overridden. */
export const elementBody = (w: ElementWorld, extra: Record<string, unknown> = {}) => ({
  designation: unique('Extincteur'), factory: w.siteA, building: w.ghostA, regulation: w.fire, element_type: w.extinguisher, ...extra,
});

// Days of the business calendar (Europe/Paris), as the API's conformity rule counts them: a UTC
// date would be yesterday there between 22:00 or 23:00 UTC and midnight.
export const today = () => parisDay();
export const daysFromNow = (n: number) => parisDay(new Date(Date.now() + n * 86_400_000));
