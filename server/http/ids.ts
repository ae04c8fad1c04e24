// The one id rule of the API: ids are Postgres `integer` identities, 1 … 2^31-1, written in
// decimal digits. Path ids, `?id=1,2,3` lists, filters and e-mailed links all read ids here.
// Pure apart from the 404 it throws.
import { notFound } from './errors';

export const ID_MAX = 2_147_483_647;

/**
 * The id a text carries, or null (not digits, 0, beyond a Postgres integer). Canonical only:
 * `00001` is not an id (else one object had endless URLs, DELETE included).
 */
export function idFromText(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : null;
}

/** A path id: anything but an id is an unknown path (404, like a bad URL). */
export function pathId(raw: unknown): number {
  const id = idFromText(String(raw));
  if (id === null) throw notFound();
  return id;
}

/** Comma-separated ids, duplicates removed; null when one of them is not an id. */
export function idList(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const ids = parts.map(idFromText);
  return ids.every((id) => id !== null) ? [...new Set(ids as number[])] : null;
}
