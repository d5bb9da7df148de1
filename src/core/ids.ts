import { hash, randomBytes } from 'node:crypto';

/** SHA-256 of a string or bytes, lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/**
 * Ids draw on a pool of CSPRNG bytes refilled 4 KiB at a time (as `crypto.randomUUID` caches
 * its entropy): one `randomBytes` call per id cost ~20 us on a busy server, a share of a billed
 * call's budget. Each byte is used once; secrets (API keys) still take `randomBytes` directly.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = 0;

function pooledRandom(n: number): Buffer {
  if (n > POOL_BYTES) return randomBytes(n);
  if (poolAt + n > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const out = pool.subarray(poolAt, poolAt + n);
  poolAt += n;
  return out;
}

/** A random, URL-safe id with a type prefix, e.g. `vrd_3fQ...` for a verdict. */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${pooledRandom(bytes).toString('base64url')}`;
}

/** A new API key secret: `vg_` + 32 random bytes base64url (DESIGN section 5, Identity). */
export function newApiKeySecret(): string {
  return `vg_${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a key: its SHA-256 only; the secret is shown once at creation. */
export function hashApiKey(secret: string): string {
  return sha256Hex(secret);
}
