import type { SecretRule } from './rule.js';

/** Messaging and email APIs: Slack, Discord, Telegram, Twilio, SendGrid, Mailgun, Mailchimp. */
export const MESSAGING_RULES: readonly SecretRule[] = [
  {
    id: 'secret.slack.token',
    describe:
      'Slack token: xoxb-/xoxp-/xoxa-/xoxr-/xoxs- (bot, user, app, refresh, session) or rotating xoxe.xox?-1-/xoxe-1- ' +
      'with numeric team/user ids and a base62 or hex secret',
    needles: ['xox'],
    pattern:
      /(?<![A-Za-z0-9_-])(?:xoxe\.)?xox[abposre]-(?:\d-)?[0-9]{8,14}-[A-Za-z0-9-]{8,250}(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.slack.app_token',
    describe: 'Slack app-level token: xapp-<digit>-<app id>-<digits>-<64 hex>',
    needles: ['xapp-'],
    pattern: /(?<![A-Za-z0-9_-])xapp-\d-[A-Z0-9]{9,12}-\d{10,14}-[a-f0-9]{64}(?![A-Za-z0-9_-])/g,
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
    id: 'secret.twilio.auth_token',
    describe: 'Twilio auth token: 32 hex after a twilio/auth token key name, or next to an AC account SID',
    needles: ['twilio', 'TWILIO', 'Twilio', 'AC'],
    pattern: /(?<![A-Za-z0-9])([a-f0-9]{32})(?![A-Za-z0-9])/g,
    keywords: ['twilio', 'auth_token', 'authtoken', 'auth token'],
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
    describe: 'Mailgun legacy API key: key- + 32 hex',
    needles: ['key-'],
    pattern: /(?<![A-Za-z0-9_-])key-[a-f0-9]{32}(?![A-Za-z0-9_-])/g,
    minEntropy: 3.2,
    score: 0.9,
  },
  {
    id: 'secret.mailgun.private_key',
    describe: 'Mailgun private API key (32 hex-8 hex-8 hex) after a mailgun name: the shape alone is any id',
    needles: [],
    pattern: /(?<![A-Za-z0-9_-])([a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8})(?![A-Za-z0-9_-])/g,
    keywords: ['mailgun', 'mg_', 'mg.'],
    minEntropy: 3.2,
    score: 0.9,
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
