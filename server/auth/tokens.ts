import { createHash, randomBytes } from 'node:crypto';

/** A new API token: 32 random bytes, base64url. Only its SHA-256 is ever stored. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The token of an `Authorization: Token <token>` header, or null when absent or malformed. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1] : null;
}
