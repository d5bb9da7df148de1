import { canonicalJson } from '../../core/canonical.js';
import { sha256Hex } from '../../core/ids.js';
import { dssePae, type Signer } from '../../core/signing.js';

/**
 * DSSE envelopes around in-toto Statement v1 payloads (DESIGN section 5, Signing). The statement
 * names what it attests by the SHA-256 of the attested content, so a verifier recomputes it from
 * the predicate; `tools/vgate-verify.mjs` is the independent reader of these bytes.
 */

export const PAYLOAD_TYPE = 'application/vnd.in-toto+json';
export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const MATRIX_PREDICATE = 'https://verdict-gateway.dev/attestations/channel-matrix/v1';
export const FIREWALL_PREDICATE = 'https://verdict-gateway.dev/attestations/firewall/v1';
/** The transparency rules these statements follow (contract, Versioning 3). */
export const CONSTITUTION_VERSION = 'v0.2';

export interface Envelope {
  payloadType: string;
  /** The statement's bytes, base64. */
  payload: string;
  signatures: { keyid: string; sig: string }[];
}

export interface Statement<P> {
  _type: string;
  subject: { name: string; digest: { sha256: string } }[];
  predicateType: string;
  predicate: P;
}

/** A predicate's validity period: a verifier refuses an envelope outside it (stale matrices). */
export interface Validity {
  issued_at: string;
  expires_at: string;
}

/** SHA-256 (hex) of the canonical JSON of `content`: what the statement's subject names. */
export function contentDigest(content: unknown): string {
  return sha256Hex(canonicalJson(content));
}

export function statement<P>(name: string, digestHex: string, predicateType: string, predicate: P) {
  const s: Statement<P> = {
    _type: STATEMENT_TYPE,
    subject: [{ name, digest: { sha256: digestHex } }],
    predicateType,
    predicate,
  };
  return s;
}

/** Signs a statement with the deployment key: DSSE over its canonical JSON bytes. */
export function signStatement(signer: Signer, s: Statement<unknown>): Envelope {
  const payload = Buffer.from(canonicalJson(s));
  return {
    payloadType: PAYLOAD_TYPE,
    payload: payload.toString('base64'),
    signatures: [{ keyid: signer.keyId, sig: signer.sign(dssePae(PAYLOAD_TYPE, payload)) }],
  };
}
