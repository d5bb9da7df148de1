#!/usr/bin/env node
// vgate-verify: the open-source channel verifier of Verdict Gateway (Constitution v0.2, principles
// 11 to 13). Plain Node (>= 20), no dependencies, no network: a third party copies this one file
// and checks, offline, what the service published.
//
//   node vgate-verify.mjs channel     --matrix matrix.json --key KEY  response.txt
//   node vgate-verify.mjs attestation --key KEY  attestation.json
//   node vgate-verify.mjs audit       --key KEY  --old older.json --proof proof.json [--new newer.json]
//
// Options take a value each; `--keys FILE` names a saved document whose `public_keys` hold the
// key a pinned key id refers to (e.g. a saved channel matrix).
//
// KEY is a PEM public key file, or a pinned key id `sha256:<hex>` (the SHA-256 of the key's SPKI);
// with a key id the public key is taken from the `public_keys` a saved document lists, and it is
// only used when its own SPKI hashes to the pinned id.
// Exit codes: 0 verified, 1 verification failed (one line says why), 2 usage or unreadable input.

import { createHash, createPublicKey, verify as edVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PAYLOAD_TYPE = 'application/vnd.in-toto+json';
export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const MATRIX_PREDICATE = 'https://verdict-gateway.dev/attestations/channel-matrix/v1';
export const FIREWALL_PREDICATE = 'https://verdict-gateway.dev/attestations/firewall/v1';
/** Clock skew tolerated on `issued_at`, ms. */
const SKEW_MS = 5 * 60_000;

/** A failed check: `reason` is the one line the command prints. */
export class VerifyError extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'VerifyError';
  }
}

const fail = (reason) => {
  throw new VerifyError(reason);
};

const sha256 = (data) => createHash('sha256').update(data).digest();

/** RFC 8785 canonical JSON: keys sorted by UTF-16 code units, no white space. */
export function canonicalJson(value) {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}

/** `sha256:<hex>` of a public key's SPKI DER encoding: the key id the service publishes. */
export function keyIdOf(publicKeyPem) {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return `sha256:${sha256(der).toString('hex')}`;
}

/** DSSE v1 pre-authentication encoding: the bytes a DSSE signature covers. */
export function dssePae(payloadType, payload) {
  const type = Buffer.from(payloadType);
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `),
    type,
    Buffer.from(` ${payload.length} `),
    payload,
  ]);
}

function edOk(pem, data, sigB64) {
  try {
    return edVerify(null, data, createPublicKey(pem), Buffer.from(sigB64, 'base64'));
  } catch {
    return false;
  }
}

/**
 * Resolves the pinned key to a PEM: a PEM is used as given; a key id picks the published key
 * whose SPKI hashes to it, from the documents given.
 */
export function resolvePinnedKey(pin, documents = []) {
  if (typeof pin !== 'string' || pin === '') fail('no pinned key given (--key)');
  if (pin.includes('BEGIN PUBLIC KEY')) return { keyId: keyIdOf(pin), pem: pin };
  if (!/^sha256:[0-9a-f]{64}$/.test(pin)) fail('the pinned key is neither a PEM public key nor sha256:<hex>');
  for (const doc of documents) {
    for (const k of Array.isArray(doc?.public_keys) ? doc.public_keys : []) {
      if (typeof k?.public_key_pem !== 'string') continue;
      try {
        if (keyIdOf(k.public_key_pem) === pin) return { keyId: pin, pem: k.public_key_pem };
      } catch {
        // an unparsable published key is simply not the pinned one
      }
    }
  }
  return fail(`no published public key hashes to the pinned key id ${pin}`);
}

function parseStatement(payload) {
  let statement;
  try {
    statement = JSON.parse(payload.toString('utf8'));
  } catch {
    fail('the envelope payload is not JSON');
  }
  if (statement?._type !== STATEMENT_TYPE) fail(`the payload is not an in-toto Statement v1`);
  if (!Array.isArray(statement.subject) || statement.subject.length === 0)
    fail('the statement has no subject');
  if (statement.predicate === null || typeof statement.predicate !== 'object')
    fail('the statement has no predicate');
  return statement;
}

function checkValidity(predicate, now) {
  const issued = Date.parse(predicate.issued_at);
  const expires = Date.parse(predicate.expires_at);
  if (!Number.isFinite(issued) || !Number.isFinite(expires)) fail('the statement carries no validity period');
  if (issued - SKEW_MS > now) fail(`the statement is issued in the future (${predicate.issued_at})`);
  if (expires <= now)
    fail(`the statement expired at ${predicate.expires_at} (an old envelope; fetch a fresh one)`);
}

/** The digest a statement's subject must carry: SHA-256 of the canonical attested content. */
export function subjectDigest(predicateType, predicate) {
  if (predicateType === MATRIX_PREDICATE) {
    return sha256(canonicalJson({ contour: predicate.contour, channels: predicate.channels })).toString(
      'hex',
    );
  }
  const { issued_at: _i, expires_at: _e, ...content } = predicate;
  return sha256(canonicalJson(content)).toString('hex');
}

/**
 * Verifies a DSSE envelope around an in-toto Statement: signed by the pinned key, of the expected
 * predicate type, subject digest equal to the predicate's, inside its validity period.
 */
export function verifyEnvelope(envelope, { pinned, predicateType, now = Date.now() }) {
  if (envelope === null || typeof envelope !== 'object') fail('the envelope is not a JSON object');
  if (envelope.payloadType !== PAYLOAD_TYPE)
    fail(`unexpected payloadType ${JSON.stringify(envelope.payloadType)}`);
  if (typeof envelope.payload !== 'string' || !Array.isArray(envelope.signatures))
    fail('not a DSSE envelope');
  const payload = Buffer.from(envelope.payload, 'base64');
  const signature = envelope.signatures.find((s) => s?.keyid === pinned.keyId);
  if (!signature) {
    const ids = envelope.signatures.map((s) => s?.keyid).join(', ') || 'no key';
    fail(`the envelope is signed by ${ids}, not by the pinned key ${pinned.keyId}`);
  }
  if (!edOk(pinned.pem, dssePae(PAYLOAD_TYPE, payload), String(signature.sig))) {
    fail('the envelope signature does not verify with the pinned key (the envelope was altered)');
  }
  const statement = parseStatement(payload);
  if (statement.predicateType !== predicateType)
    fail(`expected predicate ${predicateType}, got ${statement.predicateType}`);
  const digest = subjectDigest(predicateType, statement.predicate);
  if (statement.subject[0]?.digest?.sha256 !== digest)
    fail('the subject digest does not match the predicate');
  checkValidity(statement.predicate, now);
  return { statement, digest: `sha256:${digest}` };
}

/**
 * The `channel_disclosed` of a saved response: a JSON body, a header dump with
 * `X-Service-Channel`, or an SSE stream whose first data chunk carries the field.
 */
export function extractDisclosure(text) {
  // The whole text is a body, or a saved exchange whose body follows the first blank line.
  const blank = /\r?\n\r?\n/.exec(text);
  for (const candidate of [text, blank ? text.slice(blank.index + blank[0].length) : '']) {
    try {
      const body = JSON.parse(candidate.trim());
      if (body?.channel_disclosed) return body.channel_disclosed;
    } catch {
      // not a JSON body: try the next candidate, then headers and SSE below
    }
  }
  const header = /^x-service-channel:[ \t]*(\{.*\})[ \t]*\r?$/im.exec(text);
  if (header?.[1]) return JSON.parse(header[1]);
  for (const m of text.matchAll(/^data:[ \t]*(\{.*\})[ \t]*\r?$/gm)) {
    try {
      const chunk = JSON.parse(m[1]);
      if (chunk?.channel_disclosed) return chunk.channel_disclosed;
    } catch {
      // a chunk that is not JSON carries no disclosure
    }
  }
  return fail(
    'the response carries no channel_disclosed (body field, X-Service-Channel header or SSE chunk)',
  );
}

const CHANNEL_FIELDS = ['id', 'contour', 'surface', 'upstream', 'retention'];

/** Checks a saved response's disclosure against a saved matrix envelope signed by the pinned key. */
export function verifyChannel(responseText, matrixDoc, { pinned, now = Date.now() }) {
  const { statement, digest } = verifyEnvelope(matrixDoc, { pinned, predicateType: MATRIX_PREDICATE, now });
  const disclosed = extractDisclosure(responseText);
  if (disclosed.matrix_digest !== digest) {
    fail(
      `the response was disclosed under matrix ${disclosed.matrix_digest}, not under this matrix ${digest} (stale or foreign matrix)`,
    );
  }
  const entry = statement.predicate.channels.find((c) => c.id === disclosed.id);
  if (!entry) fail(`channel ${JSON.stringify(disclosed.id)} is not in the signed matrix`);
  for (const f of CHANNEL_FIELDS) {
    if (entry[f] !== disclosed[f]) {
      fail(
        `channel ${disclosed.id}: ${f} is ${JSON.stringify(disclosed[f])} in the response but ${JSON.stringify(entry[f])} in the signed matrix`,
      );
    }
  }
  return { channel: entry, matrixDigest: digest, keyId: pinned.keyId };
}

/**
 * The bytes a signed audit checkpoint covers (one field a line): origin, size, root (base64),
 * time, then `counter N` and `prev <hex>|-` on checkpoints that are chained to the one before.
 */
export function checkpointBody(cp) {
  const root = Buffer.from(cp.root_hash, 'hex').toString('base64');
  const head = `verdict-gateway/audit\n${cp.tree_size}\n${root}\n${cp.created_at}\n`;
  if (cp.counter === null || cp.counter === undefined) return Buffer.from(head);
  return Buffer.from(`${head}counter ${cp.counter}\nprev ${cp.prev_hash ?? '-'}\n`);
}

/** A checkpoint from a saved document: a checkpoint, an audit/verify answer or an attestation. */
export function checkpointOf(doc) {
  let cp = doc;
  if (doc?.checkpoint) cp = doc.checkpoint;
  else if (doc?.payload && doc?.payloadType) {
    cp = JSON.parse(Buffer.from(doc.payload, 'base64').toString('utf8'))?.predicate?.audit_checkpoint;
  }
  if (!Number.isSafeInteger(cp?.tree_size) || !/^[0-9a-f]{64}$/.test(cp?.root_hash ?? '')) {
    fail('the document holds no audit checkpoint (tree_size, root_hash)');
  }
  return cp;
}

/** Checks a checkpoint's Ed25519 signature with the pinned key. */
export function verifyCheckpoint(cp, pinned) {
  if (cp.key_id !== undefined && cp.key_id !== pinned.keyId) {
    fail(`checkpoint ${cp.tree_size} is signed by ${cp.key_id}, not by the pinned key ${pinned.keyId}`);
  }
  if (!edOk(pinned.pem, checkpointBody(cp), String(cp.signature))) {
    fail(`the signature of checkpoint ${cp.tree_size} does not verify with the pinned key`);
  }
}

/** Attestation: the envelope, and the audit checkpoint it names is signed by the same key. */
export function verifyAttestation(doc, { pinned, now = Date.now() }) {
  const { statement, digest } = verifyEnvelope(doc, { pinned, predicateType: FIREWALL_PREDICATE, now });
  const cp = statement.predicate.audit_checkpoint;
  if (cp) verifyCheckpoint(cp, pinned);
  return { predicate: statement.predicate, digest, keyId: pinned.keyId };
}

const nodeHash = (l, r) => sha256(Buffer.concat([Buffer.from([1]), l, r]));

/**
 * RFC 9162 section 2.1.4.2: does `proof` show that the tree of size `first` with root
 * `firstRoot` is a prefix of the tree of size `second` with root `secondRoot`?
 */
export function consistencyHolds(first, second, firstRoot, secondRoot, proof) {
  if (first > second || first < 0) return false;
  if (first === second) return proof.length === 0 && firstRoot.equals(secondRoot);
  if (first === 0) return proof.length === 0;
  const path = (first & (first - 1)) === 0 ? [firstRoot, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = first - 1;
  let sn = second - 1;
  while (fn & 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn & 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!(fn & 1) && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(firstRoot) && sr.equals(secondRoot);
}

/** Audit: both checkpoints signed by the pinned key, and the newer one extends the older one. */
export function verifyAudit(older, newer, proofDoc, { pinned }) {
  verifyCheckpoint(older, pinned);
  verifyCheckpoint(newer, pinned);
  if (newer.tree_size < older.tree_size)
    fail(`the newer checkpoint (${newer.tree_size}) is smaller than the older (${older.tree_size})`);
  const fromSize = proofDoc.from_size ?? proofDoc.first;
  const toSize = proofDoc.to_size ?? proofDoc.second;
  if (fromSize !== older.tree_size || toSize !== newer.tree_size) {
    fail(`the proof is for sizes ${fromSize} -> ${toSize}, not ${older.tree_size} -> ${newer.tree_size}`);
  }
  const proof = (Array.isArray(proofDoc.proof) ? proofDoc.proof : []).map((h) =>
    Buffer.from(String(h), 'hex'),
  );
  const ok = consistencyHolds(
    older.tree_size,
    newer.tree_size,
    Buffer.from(older.root_hash, 'hex'),
    Buffer.from(newer.root_hash, 'hex'),
    proof,
  );
  if (!ok)
    fail(
      `checkpoint ${newer.tree_size} is not consistent with checkpoint ${older.tree_size} (the log was rewritten)`,
    );
  return { from: older.tree_size, to: newer.tree_size, keyId: pinned.keyId };
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE = `usage:
  vgate-verify channel     --matrix MATRIX.json --key KEY RESPONSE
  vgate-verify attestation --key KEY ATTESTATION.json
  vgate-verify audit       --key KEY --old OLDER.json --proof PROOF.json [--new NEWER.json]
KEY: a PEM public key file, or a pinned key id sha256:<hex> (its public key is taken from the
     public_keys of the documents given, or of --keys FILE, e.g. a saved channel matrix)
exit: 0 verified, 1 verification failed, 2 usage or unreadable input`;

class UsageError extends Error {}

function parseArgv(argv) {
  const opts = {};
  const files = [];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const v = argv[i + 1];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      opts[a.slice(2)] = v;
      i += 1;
    } else files.push(a);
  }
  return { opts, files };
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readText(file));
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${file} is not JSON`);
  }
}

/** The pinned key; a key id is looked up in the given documents and in `--keys FILE`. */
function pinFrom(opts, documents) {
  if (!opts.key) throw new UsageError('--key is required');
  if (!opts.key.startsWith('sha256:')) return resolvePinnedKey(readText(opts.key), documents);
  return resolvePinnedKey(opts.key, opts.keys ? [...documents, readJson(opts.keys)] : documents);
}

function runCommand(command, opts, files, now) {
  if (command === 'channel') {
    if (!opts.matrix || files.length !== 1)
      throw new UsageError('channel needs --matrix and one response file');
    const matrix = readJson(opts.matrix);
    const r = verifyChannel(readText(files[0]), matrix, { pinned: pinFrom(opts, [matrix]), now });
    return `OK channel ${r.channel.id} (retention ${r.channel.retention}) is in matrix ${r.matrixDigest} signed by ${r.keyId}`;
  }
  if (command === 'attestation') {
    if (files.length !== 1) throw new UsageError('attestation needs one envelope file');
    const doc = readJson(files[0]);
    const r = verifyAttestation(doc, { pinned: pinFrom(opts, [doc]), now });
    const cp = r.predicate.audit_checkpoint;
    return `OK firewall attestation ${r.digest} (service ${r.predicate.service?.version}, ${r.predicate.engines?.length} engines, audit checkpoint ${cp ? cp.tree_size : 'none'}) signed by ${r.keyId}`;
  }
  if (command === 'audit') {
    if (!opts.old || !opts.proof) throw new UsageError('audit needs --old and --proof');
    const proofDoc = readJson(opts.proof);
    const older = checkpointOf(readJson(opts.old));
    const newer = checkpointOf(opts.new ? readJson(opts.new) : proofDoc.to);
    const r = verifyAudit(older, newer, proofDoc, { pinned: pinFrom(opts, [proofDoc]) });
    return `OK audit checkpoint ${r.to} is consistent with checkpoint ${r.from}, both signed by ${r.keyId}`;
  }
  throw new UsageError(`unknown command ${JSON.stringify(command ?? '')}`);
}

/** Runs the command line; returns the exit code and the one line to print. */
export function main(argv, now = Date.now()) {
  const [command, ...rest] = argv;
  try {
    const { opts, files } = parseArgv(rest);
    return { code: 0, line: runCommand(command, opts, files, now) };
  } catch (err) {
    if (err instanceof VerifyError) return { code: 1, line: `FAIL: ${err.message}` };
    if (err instanceof UsageError) return { code: 2, line: `error: ${err.message}\n${USAGE}` };
    return { code: 2, line: `error: ${err instanceof Error ? err.message : String(err)}` };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { code, line } = main(process.argv.slice(2));
  (code === 0 ? process.stdout : process.stderr).write(`${line}\n`);
  process.exitCode = code;
}
