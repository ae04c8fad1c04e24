// Opaque keyset cursors: base64url of JSON [ordering, value, id, direction]. The ordering is
// inside so that a cursor replayed with another `ordering` is refused rather than misread.
// Pure module (unit-tested).

export type Direction = 'next' | 'prev';

export interface Cursor {
  /** The `ordering` the cursor was made for (e.g. `-name`). */
  ordering: string;
  /** The ordering value of the boundary row, as Postgres' text form (null: a NULL value). */
  value: string | null;
  /** The id of the boundary row (tie-breaker). */
  id: number;
  /** next: rows after the boundary; prev: rows before it. */
  direction: Direction;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.ordering, c.value, c.id, c.direction === 'next' ? 'n' : 'p']), 'utf8').toString('base64url');
}

/** The cursor, or null when it is malformed or was made for another ordering. */
export function decodeCursor(raw: string, ordering: string): Cursor | null {
  if (!raw || raw.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [o, value, id, d] = parsed as unknown[];
  if (o !== ordering) return null;
  if (value !== null && typeof value !== 'string') return null;
  // Ids are Postgres integers: anything wider would fail in SQL rather than here.
  if (typeof id !== 'number' || !Number.isInteger(id) || id < -2_147_483_648 || id > 2_147_483_647) return null;
  if (d !== 'n' && d !== 'p') return null;
  return { ordering, value, id, direction: d === 'n' ? 'next' : 'prev' };
}
