// Pure rules of rights editing (spec §5, §6): an editor may only grant or take away the rights
// they hold themselves, and rights are compared in one canonical form (spec order of areas).
import { ACTIONS, type Action, type Area, type Rights } from '../../../resources/types';
import { AREAS } from '../../../resources/rights';

export const BULK_MODES = ['set', 'add', 'remove'] as const;
export type BulkMode = (typeof BULK_MODES)[number];

/**
 * Rights in their canonical form: known areas in spec order, known actions in ACTIONS order,
 * no duplicates and no empty lists. Two equal sets of rights are then equal as JSON (the
 * activity log compares them so; jsonb itself does not keep key order).
 */
export function normalizeRights(input: unknown): Rights {
  const out: Rights = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return out;
  const given = input as Record<string, unknown>;
  for (const area of AREAS) {
    const actions = given[area];
    if (!Array.isArray(actions)) continue;
    const kept = ACTIONS.filter((a) => actions.includes(a));
    if (kept.length) out[area] = kept;
  }
  return out;
}

/** Every `area.action` of a set of rights, in spec order. */
export function rightPairs(rights: Rights): string[] {
  return AREAS.flatMap((area) => (rights[area] ?? []).map((a) => `${area}.${a}`));
}

const holds = (rights: Rights, area: Area, action: Action) => !!rights[area]?.includes(action);

/**
 * The `area.action` pairs that differ between `before` and `after` (granted or taken away) and
 * that the editor does not hold: empty when the editor may make this change.
 */
export function rightsBeyondEditor(editor: Rights, before: Rights, after: Rights): string[] {
  const out: string[] = [];
  for (const area of AREAS) {
    for (const action of ACTIONS) {
      const changed = holds(before, area, action) !== holds(after, area, action);
      if (changed && !holds(editor, area, action)) out.push(`${area}.${action}`);
    }
  }
  return out;
}

/** The rights held in both (a copied profile is capped to the editor's rights). */
export function intersectRights(a: Rights, b: Rights): Rights {
  const out: Rights = {};
  for (const area of AREAS) {
    const kept = ACTIONS.filter((x) => holds(a, area, x) && holds(b, area, x));
    if (kept.length) out[area] = kept;
  }
  return out;
}

/** The rights of a user after a bulk edit: replaced (set), granted (add) or taken away (remove). */
export function applyBulkRights(mode: BulkMode, current: Rights, given: Rights): Rights {
  if (mode === 'set') return normalizeRights(given);
  const out: Rights = {};
  for (const area of AREAS) {
    const kept = ACTIONS.filter((x) => (mode === 'add'
      ? holds(current, area, x) || holds(given, area, x)
      : holds(current, area, x) && !holds(given, area, x)));
    if (kept.length) out[area] = kept;
  }
  return out;
}

/** The regulations among `wanted` the editor does not hold (rights editing is limited to them). */
export const regulationsBeyondEditor = (editor: readonly number[], wanted: readonly number[]): number[] =>
  wanted.filter((id) => !editor.includes(id));


/** What a bulk edit changes that the editor does not hold, over every selected user (spec order). */
export function bulkBeyondEditor(editor: Rights, changes: readonly { before: Rights; after: Rights }[]): string[] {
  const beyond = new Set(changes.flatMap((c) => rightsBeyondEditor(editor, c.before, c.after)));
  return AREAS.flatMap((area) => ACTIONS.map((a) => `${area}.${a}`)).filter((pair) => beyond.has(pair));
}
