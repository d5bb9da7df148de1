import type { Config } from '../config.js';

/** One release gate: a condition a hosted contour must meet before it may serve traffic. */
export interface Gate {
  id: string;
  ok: boolean;
  detail: string;
}

/**
 * The release gates of DESIGN section 3. They are reported on every contour and enforced on the
 * hosted ones (`global`, `ru`), where a failing gate stops start-up.
 */
export function releaseGates(cfg: Config): Gate[] {
  const gate = (id: string, ok: boolean, detail: string): Gate => ({ id, ok, detail });
  return [
    gate(
      'persistent_signing_key',
      cfg.signingKey !== null,
      'VGATE_SIGNING_KEY holds the deployment Ed25519 key',
    ),
    gate('postgres_configured', cfg.databaseUrl !== null, 'VGATE_DATABASE_URL points at PostgreSQL'),
    gate('redis_configured', cfg.redisUrl !== null, 'VGATE_REDIS_URL shares rate limits across instances'),
    gate('admin_key_configured', cfg.adminKey !== null, 'VGATE_ADMIN_KEY bootstraps the operator'),
    gate('secure_cookies', cfg.secureCookies, 'VGATE_SECURE_COOKIES=true'),
    gate('signup_closed', !cfg.signupOpen, 'VGATE_SIGNUP_OPEN=false (the edge answers 426)'),
    gate('mock_provider_disabled', !cfg.mockProvider, 'VGATE_MOCK_PROVIDER=false'),
    gate('webhook_secret_set', cfg.webhookSecret !== null, 'VGATE_WEBHOOK_SECRET verifies payment webhooks'),
    gate(
      'real_payment_provider',
      cfg.billing.paymentProvider !== 'local',
      'VGATE_PAYMENT_PROVIDER=stripe (the local checkout credits without payment)',
    ),
    gate(
      'public_url_https',
      cfg.publicUrl?.startsWith('https://') === true,
      'VGATE_PUBLIC_URL is an https:// URL',
    ),
  ];
}

export function isHosted(cfg: Config): boolean {
  return cfg.contour !== 'local';
}

export function formatGates(cfg: Config, gates: Gate[]): string {
  const lines = gates.map((g) => `${g.ok ? 'pass' : 'FAIL'}  ${g.id.padEnd(24)} ${g.detail}`);
  const failing = gates.filter((g) => !g.ok).length;
  const verdict = isHosted(cfg)
    ? failing === 0
      ? `contour ${cfg.contour}: all gates pass`
      : `contour ${cfg.contour}: ${failing} gate(s) fail; the service will not start`
    : `contour local: gates are advisory (${failing} not met)`;
  return [...lines, verdict].join('\n');
}
