// Blob keys are server-made relative paths ("documents/2026/11/<uuid>-rapport.pdf"). They are
// checked again here so a bug upstream can never turn into a write outside the store.
import path from 'node:path';

/** One path segment: ASCII letters, digits, `._-`; not starting with a dot (no `.`, `..`, hidden names). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 1024;

export class InvalidKeyError extends Error {
  constructor(key: string, why: string) {
    super(`invalid blob key ${JSON.stringify(key)}: ${why}`);
    this.name = 'InvalidKeyError';
  }
}

/**
 * Throws unless `key` is a relative path of valid segments. Leading-dot segments are refused
 * on purpose: the local store keeps its temporary files and metadata sidecars under dot-names,
 * so no key can ever collide with them.
 */
export function validateKey(key: string): string {
  if (typeof key !== 'string' || key === '') throw new InvalidKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(key.slice(0, 50), 'too long');
  if (key.startsWith('/')) throw new InvalidKeyError(key, 'absolute');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidKeyError(key, 'empty segment');
    if (!SEGMENT.test(segment)) throw new InvalidKeyError(key, `bad segment "${segment}"`);
  }
  return key;
}

/** The absolute path of `key` under `root`, checked to stay inside it (belt and braces). */
export function resolveInside(root: string, key: string): string {
  validateKey(key);
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new InvalidKeyError(key, 'outside the store');
  return full;
}
