// Types of the standalone verifier (vgate-verify.mjs), for the service's own CLI and tests.

export const PAYLOAD_TYPE: string;
export const STATEMENT_TYPE: string;
export const MATRIX_PREDICATE: string;
export const FIREWALL_PREDICATE: string;

export class VerifyError extends Error {}

export interface PinnedKey {
  keyId: string;
  pem: string;
}

export interface CheckpointDoc {
  tree_size: number;
  root_hash: string;
  signature: string;
  key_id?: string;
  created_at: string;
  counter?: number | null;
  prev_hash?: string | null;
}

export interface Statement {
  _type: string;
  subject: { name: string; digest: { sha256: string } }[];
  predicateType: string;
  predicate: Record<string, unknown>;
}

export function canonicalJson(value: unknown): string;
export function keyIdOf(publicKeyPem: string): string;
export function dssePae(payloadType: string, payload: Uint8Array): Buffer;
export function resolvePinnedKey(pin: string, documents?: unknown[]): PinnedKey;
export function subjectDigest(predicateType: string, predicate: Record<string, unknown>): string;
export function verifyEnvelope(
  envelope: unknown,
  opts: { pinned: PinnedKey; predicateType: string; now?: number },
): { statement: Statement; digest: string };
export function extractDisclosure(text: string): Record<string, unknown>;
export function verifyChannel(
  responseText: string,
  matrixDoc: unknown,
  opts: { pinned: PinnedKey; now?: number },
): { channel: Record<string, unknown>; matrixDigest: string; keyId: string };
export function checkpointBody(cp: CheckpointDoc): Buffer;
export function checkpointOf(doc: unknown): CheckpointDoc;
export function verifyCheckpoint(cp: CheckpointDoc, pinned: PinnedKey): void;
export function verifyAttestation(
  doc: unknown,
  opts: { pinned: PinnedKey; now?: number },
): { predicate: Record<string, unknown>; digest: string; keyId: string };
export function consistencyHolds(
  first: number,
  second: number,
  firstRoot: Buffer,
  secondRoot: Buffer,
  proof: Buffer[],
): boolean;
export function verifyAudit(
  older: CheckpointDoc,
  newer: CheckpointDoc,
  proofDoc: { first: number; second: number; proof: string[] },
  opts: { pinned: PinnedKey },
): { from: number; to: number; keyId: string };
export function main(argv: string[], now?: number): { code: number; line: string };
