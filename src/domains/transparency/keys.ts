import type { Clock } from '../../core/clock.js';
import { isoNow } from '../../core/clock.js';
import type { Signer } from '../../core/signing.js';
import type { Executor } from '../../db/connect.js';

/**
 * The deployment's published signing keys. Each key the service has signed with is remembered
 * (meta rows `signing_key:<keyid>`) with the time it was first used, so a verifier holding an
 * older envelope still finds the key that signed it, and learns until when it was current.
 */
export interface PublishedKey {
  keyid: string;
  algorithm: 'ed25519';
  public_key_pem: string;
  valid_from: string;
  /** When the next key took over; null for the current key. */
  valid_until: string | null;
}

const PREFIX = 'signing_key:';

interface StoredKey {
  public_key_pem: string;
  first_used: string;
}

export class PublishedKeys {
  #registered = false;

  constructor(
    private readonly db: Executor,
    private readonly signer: Signer,
    private readonly clock: Clock,
  ) {}

  /** Records the current key once (several instances may race: the first row wins). */
  private async register(): Promise<void> {
    if (this.#registered) return;
    const value: StoredKey = { public_key_pem: this.signer.publicKeyPem, first_used: isoNow(this.clock) };
    await this.db
      .insertInto('meta')
      .values({ k: `${PREFIX}${this.signer.keyId}`, v: JSON.stringify(value) })
      .onConflict((oc) => oc.column('k').doNothing())
      .execute();
    this.#registered = true;
  }

  /** Every key that has signed for this deployment, oldest first, with its validity. */
  async list(): Promise<PublishedKey[]> {
    await this.register();
    const rows = await this.db.selectFrom('meta').selectAll().where('k', 'like', `${PREFIX}%`).execute();
    const keys = rows
      .map((r) => ({ keyid: r.k.slice(PREFIX.length), ...(JSON.parse(r.v) as StoredKey) }))
      .sort((a, b) => (a.first_used < b.first_used ? -1 : a.first_used > b.first_used ? 1 : 0));
    return keys.map((k, i) => ({
      keyid: k.keyid,
      algorithm: 'ed25519' as const,
      public_key_pem: k.public_key_pem,
      valid_from: k.first_used,
      valid_until: k.keyid === this.signer.keyId ? null : (keys[i + 1]?.first_used ?? null),
    }));
  }
}
