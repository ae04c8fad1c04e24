import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, 19 MiB, 2 passes, 1 lane: OWASP's recommended minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

/** False on a mismatch and on a malformed stored hash (never throws). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of a real verification when the user is unknown, so that the answer time
 * does not tell whether an account exists.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hash('not-a-real-password');
  await verifyPassword(await dummy, password);
  return false;
}
