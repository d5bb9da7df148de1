import { PII_FINDERS } from '../pii/index.js';
import { SECRET_FINDERS } from '../secrets/index.js';
import type { Hit } from '../types.js';
import type { Engine, ScanContext } from './engine.js';
import { finderHits } from './finder.js';

/** Personal data: contact details, payment and bank numbers, national ids, documents, names, addresses. */
export const piiEngine: Engine = {
  id: 'pii',
  version: '2.0.0',
  flags: ['PII'],
  description:
    'Emails, phone numbers (with context words), payment cards (IIN + length + Luhn), IBANs (mod-97), national ids ' +
    'with their check digits (US, UK, CA, AU, IN, KR, TR, ZA, BR and 20 European countries), passports, driving ' +
    'licences, dates of birth, postal addresses, person names, organisations and places (lexicon + context), ' +
    'IP and MAC addresses, crypto addresses, URLs.',
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
  version: '2.0.0',
  flags: ['SECRET'],
  description:
    'One rule per issuer and token format from its documented prefix, length, alphabet and checksum (GitHub, ' +
    'GitLab, Atlassian, npm, PyPI, AWS, Google Cloud, Azure, IBM, OpenAI, Anthropic, Slack, Stripe, Twilio, ' +
    'SendGrid, Vault, Kubernetes and 30 more), PEM/OpenSSH/PGP/age private keys, JWTs, credentials in URLs and ' +
    'connection strings, and high-entropy values assigned to key-ish names; placeholders and documentation ' +
    'examples are spared.',
  run(ctx: ScanContext): Hit[] {
    return finderHits(
      SECRET_FINDERS,
      ctx.input.views.map((v) => v.surface),
    );
  },
};
