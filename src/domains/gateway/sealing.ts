import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for tenant-stored provider credentials (write-only at the API, encrypted at rest).
 * The key is derived with HKDF from the deployment secret, so a database dump alone reveals none.
 * Format: base64(iv[12] || tag[16] || ciphertext), bound to the tenant and provider as AAD so a
 * sealed value cannot be moved to another tenant's row.
 */
export class CredentialSealer {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'verdict-gateway', 'provider-credentials/v1', 32));
  }

  seal(plain: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string, aad: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
