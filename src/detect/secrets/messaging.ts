import { entropy } from '../engines/checksums.js';
import type { SecretRule } from './rule.js';

/**
 * Slack's structure beyond the pattern: the secret part (after the numeric ids) must carry both
 * letters and digits (or both cases) and some entropy, so `xoxb-12345-abcd234` and `xoxa-nyc` stay clean.
 */
function slackCheck(v: string): number | null {
  const tail = v.slice(v.lastIndexOf('-') + 1);
  if (
    tail.length < 8 ||
    !/[A-Za-z]/.test(tail) ||
    !(/[0-9]/.test(tail) || (/[a-z]/.test(tail) && /[A-Z]/.test(tail)))
  )
    return null;
  if (entropy(tail) < 2.8) return null;
  return 0.95;
}

/** Messaging and email APIs: Slack, Discord, Telegram, Twilio, SendGrid, Mailgun, Mailchimp. */
export const MESSAGING_RULES: readonly SecretRule[] = [
  {
    id: 'secret.slack.token',
    describe:
      'Slack token: xoxb-/xoxp-/xoxa-/xoxr-/xoxs-/xoxo-/xoxe- (bot, user, app, refresh, session, legacy) with numeric ' +
      'team/user ids and a base62 or hex secret; legacy workspace tokens xoxa-/xoxr- + 8-48 base62 with digits and letters',
    needles: ['xox'],
    pattern:
      /(?<![A-Za-z0-9_-])xox[abposre]-(?:\d-)?(?:[0-9]{5,14}-){1,3}[A-Za-z0-9][A-Za-z0-9-]{7,250}(?![A-Za-z0-9_#-])|(?<![A-Za-z0-9_-])xox[ar]-(?:\d-)?[A-Za-z0-9]{8,48}(?![A-Za-z0-9_#-])/g,
    score: 0.95,
    check: (v) => slackCheck(v),
  },
  {
    id: 'secret.slack.config_token',
    describe:
      'Slack configuration access token (xoxe.xoxb-/xoxe.xoxp-<digit>- + 140-170 base62) or refresh token (xoxe-<digit>- + 140-150)',
    needles: ['xoxe'],
    pattern:
      /(?<![A-Za-z0-9_-])(?:xoxe\.xox[bp]-\d-[A-Za-z0-9]{140,170}|xoxe-\d-[A-Za-z0-9]{140,150})(?![A-Za-z0-9_-])/g,
    minEntropy: 4,
    score: 0.97,
  },
  {
    id: 'secret.slack.app_token',
    describe: 'Slack app-level token: xapp-<digit>-<app id>-<digits>-<64 hex>',
    needles: ['xapp-'],
    pattern: /(?<![A-Za-z0-9_-])xapp-\d-[A-Z0-9]{9,12}-\d{10,14}-[A-Za-z0-9]{32,128}(?![A-Za-z0-9_-])/g,
    score: 0.97,
  },
  {
    id: 'secret.slack.webhook',
    describe:
      'Slack incoming webhook or workflow trigger URL (hooks.slack.com/services|workflows|triggers/...)',
    needles: ['hooks.slack.com'],
    pattern:
      /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9]{8,12}\/[A-Za-z0-9]{8,14}\/[A-Za-z0-9/_-]{16,100}/g,
    score: 0.95,
  },
  {
    id: 'secret.discord.bot_token',
    describe: 'Discord bot token: base64 user id (M/N/O + 23-27) "." 6 "." 27-38 base64url',
    needles: [],
    pattern:
      /(?<![A-Za-z0-9_-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_-])/g,
    minEntropy: 4,
    score: 0.9,
  },
  {
    id: 'secret.discord.webhook',
    describe: 'Discord webhook URL: discord(app).com/api/webhooks/<id>/<68 base64url>',
    needles: ['/api/webhooks/'],
    pattern:
      /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{16,20}\/[A-Za-z0-9_-]{60,80}/g,
    score: 0.95,
  },
  {
    id: 'secret.telegram.bot_token',
    describe: 'Telegram bot token: 8-10 digit bot id ":" + 35 base64url starting "AA"',
    needles: [':AA'],
    pattern: /(?<![A-Za-z0-9_:])\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.twilio.api_key',
    describe: 'Twilio API key SID: SK + 32 hex (its secret is caught by the keyed rule)',
    needles: ['SK'],
    pattern: /(?<![A-Za-z0-9])SK[0-9a-fA-F]{32}(?![A-Za-z0-9])/g,
    score: 0.85,
  },
  {
    id: 'secret.twilio.account_sid',
    describe:
      'Twilio account SID: AC + 32 lower-case hex, the id half of an account SID + auth token pair (masked with its token)',
    needles: ['AC'],
    pattern: /(?<![A-Za-z0-9])AC[0-9a-f]{32}(?![A-Za-z0-9])/g,
    minEntropy: 3,
    score: 0.8,
  },
  {
    id: 'secret.twilio.auth_token',
    describe: 'Twilio auth token: 32 hex after a twilio/auth token key name, or next to an AC account SID',
    needles: ['twilio', 'TWILIO', 'Twilio', 'twillio', 'AC'],
    pattern: /(?<![A-Za-z0-9])([a-f0-9]{32})(?![A-Za-z0-9])/g,
    keywords: ['twilio', 'twillio', 'auth_token', 'authtoken', 'auth token'],
    reach: 200,
    minEntropy: 3.2,
    score: 0.85,
  },
  {
    id: 'secret.sendgrid.key',
    describe: 'SendGrid API key: SG. + 22 base64url + "." + 43 base64url',
    needles: ['SG.'],
    pattern: /(?<![A-Za-z0-9_-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
    score: 0.97,
  },
  {
    id: 'secret.mailgun.key',
    describe: 'Mailgun legacy API key: key- + 32 lower-case base36 (hex in current keys)',
    needles: ['key-'],
    pattern: /(?<![A-Za-z0-9_-])key-[a-z0-9]{32}(?![A-Za-z0-9_=-])/g,
    minEntropy: 3.2,
    score: 0.9,
  },
  {
    id: 'secret.mailgun.private_key',
    describe: 'Mailgun private API key (32 hex-8 hex-8 hex) after a mailgun name: the shape alone is any id',
    needles: [],
    pattern: /(?<![A-Za-z0-9_-])([a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8})(?![A-Za-z0-9_-])/g,
    keywords: ['mailgun', 'mg_', 'mg.'],
    reach: 200,
    minEntropy: 3.2,
    score: 0.9,
  },
  {
    id: 'secret.mailgun.signing_token',
    describe: 'Mailgun webhook signing token or sending key: 72 base62 after a mailgun name',
    needles: [],
    pattern: /(?<![A-Za-z0-9_=-])([A-Za-z0-9]{72})(?![A-Za-z0-9_=-])/g,
    keywords: ['mailgun', 'mg_', 'mg.'],
    reach: 200,
    minEntropy: 4.5,
    score: 0.85,
  },
  {
    id: 'secret.mailchimp.key',
    describe: 'Mailchimp API key: 32 hex + "-us" + data-centre number',
    needles: ['-us'],
    pattern: /(?<![A-Za-z0-9_-])[a-f0-9]{32}-us\d{1,2}(?![A-Za-z0-9_-])/g,
    minEntropy: 3.2,
    score: 0.92,
  },
];
