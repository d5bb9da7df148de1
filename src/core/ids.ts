import { hash, randomBytes } from 'node:crypto';

/** SHA-256 of a string or bytes, lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/** A random, URL-safe id with a type prefix, e.g. `vrd_3fQ...` for a verdict. */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/** A new API key secret: `vg_` + 32 random bytes base64url (DESIGN section 5, Identity). */
export function newApiKeySecret(): string {
  return `vg_${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a key: its SHA-256 only; the secret is shown once at creation. */
export function hashApiKey(secret: string): string {
  return sha256Hex(secret);
}
