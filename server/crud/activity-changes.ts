// What changed in a write, as the activity log keeps it: { field: [old, new] }.
// Values are compared as JSON, so [1, 2] and [1, 2] are the same, and lists are order-free.

export type Changes = Record<string, [unknown, unknown]>;

const norm = (v: unknown): unknown => {
  if (v === undefined) return null;
  if (Array.isArray(v)) return [...v].map(norm).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return v;
};
const same = (a: unknown, b: unknown) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

/** The fields of `fields` whose value differs between `before` and `after` (null: absent). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: string[]): Changes {
  const out: Changes = {};
  for (const f of fields) {
    const old = before ? norm(before[f]) : null;
    const now = after ? norm(after[f]) : null;
    if (!same(old, now)) out[f] = [old, now];
  }
  return out;
}
