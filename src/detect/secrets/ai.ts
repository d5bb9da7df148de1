import type { SecretRule } from './rule.js';

/**
 * Anthropic keys (api03, admin01) are 93 base64url characters and "AA"; OAuth and session tokens
 * (oat01, ort01, sid01) have no published length but are 40+. A key of the wrong length or ending
 * is a made-up one (unless more text is glued on after a whole key); an unknown kind scores lower.
 */
function anthropicCheck(v: string): number | null {
  const kind = v.slice(7, v.indexOf('-', 7));
  const body = v.slice(8 + kind.length);
  if (kind === 'api03' || kind === 'admin01') {
    if (body.length === 95) return body.endsWith('AA') ? 0.99 : null;
    // Text glued on after the key (no separator) still holds a whole key; a short one is made up.
    return body.length > 95 && body.slice(93, 95) === 'AA' ? 0.9 : null;
  }
  if (kind === 'oat01' || kind === 'ort01' || kind === 'sid01') return body.length >= 40 ? 0.95 : null;
  return body.length >= 40 ? 0.85 : null;
}

/** "T3BlbkFJ" is base64 for "OpenAI": OpenAI embeds it in the middle of its keys. */
const OPENAI_MARK = 'T3BlbkFJ';

/** Model providers: OpenAI, Anthropic, Hugging Face, Groq, xAI, Perplexity, Replicate, others. */
export const AI_RULES: readonly SecretRule[] = [
  {
    id: 'secret.anthropic.key',
    describe:
      'Anthropic key: sk-ant-<kind><2 digits>- (api03, admin01, oat01, sid01) + 80-100 base64url ending in "AA"',
    needles: ['sk-ant-'],
    pattern: /(?<![A-Za-z0-9_-])sk-ant-[a-z]{3,5}\d{2}-[A-Za-z0-9_-]{32,200}(?![A-Za-z0-9_-])/g,
    score: 0.95,
    check: anthropicCheck,
  },
  {
    id: 'secret.openai.key',
    describe: `OpenAI key: sk-proj-/sk-svcacct-/sk-admin-/sk-None- + base64url (40+), or any sk-<name>- key with the ${OPENAI_MARK} marker`,
    needles: ['sk-'],
    pattern:
      /(?<![A-Za-z0-9_-])sk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{40,300}|[A-Za-z0-9_-]{8,120}T3BlbkFJ[A-Za-z0-9_-]{20,120})(?![A-Za-z0-9_-])/g,
    minEntropy: 4,
    score: 0.95,
    check: (v) => (v.includes(OPENAI_MARK) ? 0.99 : 0.92),
  },
  {
    id: 'secret.openai.compatible_key',
    describe:
      'OpenAI-style sk- key without a marker (legacy OpenAI, DeepSeek, Moonshot, ...): sk- + 32-64 base62, high entropy',
    needles: ['sk-'],
    pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-|proj-|svcacct-|admin-|None-)[A-Za-z0-9]{32,64}(?![A-Za-z0-9_-])/g,
    minEntropy: 3.8,
    score: 0.8,
    check: (v) => (/\d/.test(v) && /[a-zA-Z]/.test(v) ? 0.8 : null),
  },
  {
    id: 'secret.huggingface.token',
    describe: 'Hugging Face token: hf_ + 34 base62 (user) or api_org_ + 34 (organisation)',
    needles: ['hf_', 'api_org_'],
    pattern: /(?<![A-Za-z0-9_])(?:hf_|api_org_)[A-Za-z0-9]{34}(?![A-Za-z0-9_])/g,
    minEntropy: 3.5,
    score: 0.92,
  },
  {
    id: 'secret.groq.key',
    describe: 'Groq API key: gsk_ + 52 base62',
    needles: ['gsk_'],
    pattern: /(?<![A-Za-z0-9_])gsk_[A-Za-z0-9]{52}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
  {
    id: 'secret.xai.key',
    describe: 'xAI API key: xai- + 80 base62',
    needles: ['xai-'],
    pattern: /(?<![A-Za-z0-9_-])xai-[A-Za-z0-9]{80}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
  {
    id: 'secret.perplexity.key',
    describe: 'Perplexity API key: pplx- + 48 base62',
    needles: ['pplx-'],
    pattern: /(?<![A-Za-z0-9_-])pplx-[A-Za-z0-9]{48}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
  {
    id: 'secret.replicate.token',
    describe: 'Replicate API token: r8_ + 37 base62',
    needles: ['r8_'],
    pattern: /(?<![A-Za-z0-9_])r8_[A-Za-z0-9]{37}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
  {
    id: 'secret.langsmith.key',
    describe: 'LangSmith API key: lsv2_pt_ / lsv2_sk_ + 32 hex + "_" + 10 hex',
    needles: ['lsv2_'],
    pattern: /(?<![A-Za-z0-9_])lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
];
