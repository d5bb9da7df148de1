import type { ChannelMatrix } from '../../core/channel.js';
import type { Clock } from '../../core/clock.js';
import type { Signer } from '../../core/signing.js';
import {
  CONSTITUTION_VERSION,
  contentDigest,
  type Envelope,
  FIREWALL_PREDICATE,
  MATRIX_PREDICATE,
  signStatement,
  statement,
  type Validity,
} from './envelope.js';
import { type FirewallSources, firewallPredicate } from './firewall.js';
import type { PublishedKey, PublishedKeys } from './keys.js';

/** A served envelope: the DSSE fields plus the keys a verifier may pin. */
export interface PublicEnvelope extends Envelope {
  public_keys: PublishedKey[];
}

interface Signed {
  digest: string;
  envelope: Envelope;
  issuedMs: number;
}

/**
 * Signs and serves the public attestations. An envelope is re-used while what it attests is
 * unchanged and it is younger than half its validity, so verifiers always hold one that is valid
 * for at least half the period, and the service does not sign on every request.
 */
export class Transparency {
  #matrix: Signed | null = null;
  #firewall: Signed | null = null;

  constructor(
    private readonly deps: {
      signer: Signer;
      keys: PublishedKeys;
      clock: Clock;
      validityMs: number;
      matrix: ChannelMatrix;
      firewall: FirewallSources;
    },
  ) {}

  private fresh(s: Signed | null, digest: string): s is Signed {
    return s !== null && s.digest === digest && this.deps.clock.now() - s.issuedMs < this.deps.validityMs / 2;
  }

  private validity(): Validity & { issuedMs: number } {
    const now = this.deps.clock.now();
    return {
      issuedMs: now,
      issued_at: new Date(now).toISOString(),
      expires_at: new Date(now + this.deps.validityMs).toISOString(),
    };
  }

  /** Constitution principle 12: every channel this deployment can disclose. */
  async channelMatrix(): Promise<PublicEnvelope> {
    const { matrix, signer } = this.deps;
    const digest = matrix.digest.slice('sha256:'.length);
    if (!this.fresh(this.#matrix, digest)) {
      const { issuedMs, ...validity } = this.validity();
      const predicate = {
        constitution: CONSTITUTION_VERSION,
        principle: 12,
        contour: matrix.contour,
        channels: matrix.entries,
        ...validity,
      };
      const s = statement(`channel-matrix/${matrix.contour}`, digest, MATRIX_PREDICATE, predicate);
      this.#matrix = { digest, envelope: signStatement(signer, s), issuedMs };
    }
    return { ...this.#matrix.envelope, public_keys: await this.deps.keys.list() };
  }

  /** Constitution principle 11: what the firewall runs, re-signed whenever any of it changes. */
  async firewallAttestation(): Promise<PublicEnvelope> {
    const content = await firewallPredicate(this.deps.firewall);
    const digest = contentDigest(content);
    if (!this.fresh(this.#firewall, digest)) {
      const { issuedMs, ...validity } = this.validity();
      const s = statement('firewall', digest, FIREWALL_PREDICATE, { ...content, ...validity });
      this.#firewall = { digest, envelope: signStatement(this.deps.signer, s), issuedMs };
    }
    return { ...this.#firewall.envelope, public_keys: await this.deps.keys.list() };
  }
}
