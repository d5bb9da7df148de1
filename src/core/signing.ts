import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256Hex } from './ids.js';

/** The deployment's Ed25519 signing key (audit checkpoints, public envelopes). */
export interface Signer {
  /** `sha256:<hex>` of the SPKI DER public key. */
  keyId: string;
  publicKeyPem: string;
  sign(data: Uint8Array): string;
  verify(data: Uint8Array, signatureB64: string): boolean;
  /** True when the key came from a persistent source (env or file), not generated ad hoc. */
  persistent: boolean;
}

function fromPrivate(privateKey: KeyObject, persistent: boolean): Signer {
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    keyId: `sha256:${sha256Hex(spki)}`,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (data) => sign(null, data, privateKey).toString('base64'),
    verify: (data, sig) => {
      try {
        return verify(null, data, publicKey, Buffer.from(sig, 'base64'));
      } catch {
        return false;
      }
    },
    persistent,
  };
}

/**
 * Loads the signing key: `VGATE_SIGNING_KEY` (PEM) when given, else `signing-key.pem` in the data
 * dir, created 0600 on first use. Returns an error message for an unusable key.
 */
export function loadSigner(opts: { signingKey: string | null; dataDir: string }): Signer {
  if (opts.signingKey) {
    let key: KeyObject;
    try {
      key = createPrivateKey(
        opts.signingKey.includes('BEGIN')
          ? opts.signingKey
          : Buffer.from(opts.signingKey, 'base64').toString(),
      );
    } catch {
      throw new Error('VGATE_SIGNING_KEY: not a PEM private key');
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('VGATE_SIGNING_KEY: must be an Ed25519 key');
    return fromPrivate(key, true);
  }
  const file = path.join(opts.dataDir, 'signing-key.pem');
  if (!existsSync(file)) {
    mkdirSync(opts.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return fromPrivate(createPrivateKey(readFileSync(file)), true);
}

/** DSSE pre-authentication encoding (PAE), the bytes a DSSE signature covers. */
export function dssePae(payloadType: string, payload: Uint8Array): Buffer {
  const type = Buffer.from(payloadType);
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `),
    type,
    Buffer.from(` ${payload.length} `),
    Buffer.from(payload),
  ]);
}
