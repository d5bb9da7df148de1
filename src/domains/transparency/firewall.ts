import { readFileSync } from 'node:fs';
import { BUILTIN_ALLOW, BUILTIN_DENY, PY2_MODULES } from '../../artifacts/policy-lists.js';
import type { Contour } from '../../config.js';
import { sha256Hex } from '../../core/ids.js';
import type { Checkpoint } from '../audit/service.js';
import { DEFAULT_POLICY } from '../verdicts/policy.js';
import { CONSTITUTION_VERSION, contentDigest } from './envelope.js';

/**
 * What the firewall runs (Constitution principle 11): everything that decides a verdict, by
 * digest, and the latest signed audit checkpoint. Any change to one of them changes the
 * attestation's subject digest.
 */
export interface FirewallPredicate {
  constitution: string;
  principle: 11;
  service: { name: 'verdict-gateway'; version: string; build: string };
  contour: Contour;
  engines: { id: string; version: string }[];
  model_weights: { name: string; digest: string }[];
  tuning_baseline: { digest: string; source: string };
  default_policy: { digest: string };
  artifact_policy_lists: { name: string; entries: number; digest: string }[];
  channel_matrix_digest: string;
  audit_checkpoint: Checkpoint | null;
}

/** The live inputs of the attestation (the rest is fixed by the code the process runs). */
export interface FirewallSources {
  version: string;
  build: string;
  contour: Contour;
  engines: () => { id: string; version: string }[];
  tuning: () => { digest: string; source: string };
  latestCheckpoint: () => Promise<Checkpoint | null>;
  matrixDigest: string;
}

const WEIGHTS_FILE = new URL('../../detect/model/weights.json', import.meta.url);

/** Digests of what ships with the code, computed once per process. */
const SHIPPED = {
  modelWeights: [
    { name: 'detect/model/weights.json', digest: `sha256:${sha256Hex(readFileSync(WEIGHTS_FILE))}` },
  ],
  defaultPolicy: { digest: `sha256:${contentDigest(DEFAULT_POLICY)}` },
  artifactLists: [
    { name: 'builtin_deny', entries: BUILTIN_DENY.length, digest: `sha256:${contentDigest(BUILTIN_DENY)}` },
    {
      name: 'builtin_allow',
      entries: BUILTIN_ALLOW.length,
      digest: `sha256:${contentDigest(BUILTIN_ALLOW)}`,
    },
    {
      name: 'py2_modules',
      entries: Object.keys(PY2_MODULES).length,
      digest: `sha256:${contentDigest(PY2_MODULES)}`,
    },
  ],
};

export async function firewallPredicate(src: FirewallSources): Promise<FirewallPredicate> {
  return {
    constitution: CONSTITUTION_VERSION,
    principle: 11,
    service: { name: 'verdict-gateway', version: src.version, build: src.build },
    contour: src.contour,
    engines: src.engines().map((e) => ({ id: e.id, version: e.version })),
    model_weights: SHIPPED.modelWeights,
    tuning_baseline: src.tuning(),
    default_policy: SHIPPED.defaultPolicy,
    artifact_policy_lists: SHIPPED.artifactLists,
    channel_matrix_digest: src.matrixDigest,
    audit_checkpoint: await src.latestCheckpoint(),
  };
}
