import type { Hit } from '../types.js';
import type { Engine, ScanContext } from './engine.js';
import { finderHits } from './finder.js';
import { PII_FINDERS } from './pii-finders.js';
import { SECRET_FINDERS } from './secret-finders.js';

/** Personal data: emails, phones, payment cards (Luhn), IBANs (mod-97), national ids, IP addresses. */
export const piiEngine: Engine = {
  id: 'pii',
  version: '1.0.0',
  flags: ['PII'],
  description:
    'Emails, phone numbers, payment cards (Luhn), IBANs (mod-97), US SSNs, UK NINOs, Brazil CPFs, Spain DNI/NIEs, ' +
    'India Aadhaar (Verhoeff), IPv4/IPv6 addresses.',
  run(ctx: ScanContext): Hit[] {
    return finderHits(
      PII_FINDERS,
      ctx.input.views.map((v) => v.surface),
    );
  },
};

/** Credentials: provider API keys, tokens, private keys and high-entropy values named like secrets. */
export const secretsEngine: Engine = {
  id: 'secrets',
  version: '1.0.0',
  flags: ['SECRET'],
  description:
    'AWS key pairs, GitHub, OpenAI, Anthropic, Slack, Stripe, Google, npm, GitLab and Hugging Face tokens, PEM ' +
    'private keys, JWTs, credentials in URLs and high-entropy values assigned to key-ish names.',
  run(ctx: ScanContext): Hit[] {
    return finderHits(
      SECRET_FINDERS,
      ctx.input.views.map((v) => v.surface),
    );
  },
};
