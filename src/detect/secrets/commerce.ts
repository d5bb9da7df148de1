import type { SecretRule } from './rule.js';

/** Payments and commerce: Stripe, Shopify, Square, Braintree, PayPal. */
export const COMMERCE_RULES: readonly SecretRule[] = [
  {
    id: 'secret.stripe.key',
    describe: 'Stripe secret or restricted key: sk_live_/sk_test_/rk_live_/rk_test_ + 24-247 base62',
    needles: ['k_live_', 'k_test_'],
    pattern: /(?<![A-Za-z0-9_])[sr]k_(?:live|test)_[A-Za-z0-9]{24,247}(?![A-Za-z0-9_])/g,
    score: 0.95,
    check: (v) => (v.includes('_live_') ? 0.97 : 0.9),
  },
  {
    id: 'secret.stripe.webhook_secret',
    describe: 'Stripe webhook signing secret: whsec_ + 32+ base62',
    needles: ['whsec_'],
    pattern: /(?<![A-Za-z0-9_])whsec_[A-Za-z0-9+/]{32,64}={0,2}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
  {
    id: 'secret.shopify.token',
    describe:
      'Shopify token: shpat_ (admin), shpca_ (custom app), shppa_ (private app), shpss_ (shared secret) + 32 hex',
    needles: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
    pattern: /(?<![A-Za-z0-9_])shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9_])/g,
    score: 0.97,
  },
  {
    id: 'secret.square.token',
    describe:
      'Square access token (EAAA + 60 base64url) or OAuth secret/legacy token (sq0csp-/sq0atp- + 22-43)',
    needles: ['EAAA', 'sq0csp-', 'sq0atp-'],
    pattern:
      /(?<![A-Za-z0-9_-])(?:EAAA[A-Za-z0-9_-]{60}|sq0(?:csp|atp)-[A-Za-z0-9_-]{22,43})(?![A-Za-z0-9_-])/g,
    minEntropy: 4,
    score: 0.92,
  },
  {
    id: 'secret.braintree.access_token',
    describe: 'Braintree/PayPal access token: access_token$production|sandbox$<16>$<32 hex>',
    needles: ['access_token$'],
    pattern: /access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}/g,
    score: 0.97,
  },
];
