import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { SETTINGS, type Setting } from './config-settings.js';
import { didYouMean } from './core/nearest.js';

/**
 * Configuration is parsed once at start from `VGATE_*` environment variables and an optional
 * YAML/JSON file (`VGATE_CONFIG`); the environment wins over the file. A bad value stops
 * start-up with one line naming it (ConfigError). Nothing below src/ reads process.env.
 */

export type Contour = 'local' | 'global' | 'ru';
export type Tier = 'free' | 'pro' | 'enterprise' | 'platform';
export const TIERS: readonly Tier[] = ['free', 'pro', 'enterprise', 'platform'];

export interface Limits {
  /** Largest JSON request body, bytes (413). */
  bodyBytes: number;
  /** Largest prompt (all message text of a chat request), characters (413). */
  promptChars: number;
  /** Largest prompt plus recalled memory on the project chat, characters (413). */
  promptMemoryChars: number;
  /** Largest text a scan request may judge, characters (400 input_too_large). */
  scanInputChars: number;
  /** Largest model artifact, bytes (400 artifact_too_large). */
  artifactBytes: number;
  /** Largest memory fact key, characters, and payload, bytes (413). */
  factKeyChars: number;
  factBytes: number;
  /** Most facts a search may rank, an export may return, stats may count (413). */
  searchScopeFacts: number;
  exportFacts: number;
  statsFacts: number;
  /** Largest upstream provider response, bytes (502). */
  upstreamResponseBytes: number;
  /** The gateway's own request deadline, ms (408). */
  requestTimeoutMs: number;
  /** Upstream connect, headers, body-idle and total time-outs, ms (504). */
  upstreamConnectMs: number;
  upstreamHeadersMs: number;
  upstreamBodyMs: number;
  upstreamTotalMs: number;
  /** Project-chat claim lease and execution deadline, ms. */
  turnLeaseMs: number;
  turnDeadlineMs: number;
  /** Deepest JSON nesting a request body may have (400). */
  jsonDepth: number;
  /**
   * Time a client has to send its request headers, and its whole request (a hard cap, streaming
   * uploads included), ms (408).
   */
  headersTimeoutMs: number;
  requestReceiveMs: number;
  /**
   * Time a client has to send a request body once its headers are in, ms (408, connection
   * closed); a streaming upload (`POST /v1/scan/artifact`) must instead bring at least
   * `uploadMinBytesPerS` bytes per second over each such window.
   */
  bodyReceiveMs: number;
  uploadMinBytesPerS: number;
  /** How much of an oversized body is read and dropped so the client sees the 413, bytes. */
  bodyDrainBytes: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  contour: Contour;
  adminKey: string | null;
  signingKey: string | null;
  /** Secret for sealing tenant provider keys (base64, 32+ bytes); else a 0600 file in the data dir. */
  sealingKey: string | null;
  logLevel: string;
  publicUrl: string | null;
  secureCookies: boolean;
  signupOpen: boolean;
  /** Transparency, signup and browser sessions (docs/transparency.md, docs/sessions.md). */
  attestationValidityMs: number;
  buildId: string | null;
  aggregateK: number;
  smtpUrl: string | null;
  smtpFrom: string;
  signupTokenMs: number;
  signupPerAddressHourly: number;
  signupPerClientHourly: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  mockProvider: boolean;
  webhookSecret: string | null;
  detectionTuningFile: string;
  /** How long a key lookup may be cached; the bound on revocation reaching every instance. */
  keyCacheMs: number;
  /** Conversation messages and answers whose verdicts each server process keeps (HistoryCache). */
  verdictHistoryEntries: number;
  auditCheckpointMs: number;
  /** Audit events not yet covered by a checkpoint that make one signed at once (0: timer only). */
  auditCheckpointEvery: number;
  /** Server processes sharing the port; 0 means one per available core. */
  workers: number;
  /** At SIGTERM: how long the instance keeps serving while reporting not ready, ms (0: none). */
  shutdownDelayMs: number;
  /** Then: the longest wait for in-flight requests and streams before they are cut, ms. */
  drainTimeoutMs: number;
  selfDefense: {
    blockedWriteBurst: number;
    blockedWriteWindowMs: number;
    lockOnAuditFailure: boolean;
    lockOnKeyMismatch: boolean;
  };
  rateLimits: Record<Tier, number>;
  limits: Limits;
  billing: BillingConfig;
}

/** Prepaid billing, payments and the free tier (DESIGN section 6, Billing). */
export interface BillingConfig {
  /** `local` (a checkout page served here, for development) or `stripe`. */
  paymentProvider: 'local' | 'stripe';
  currency: string;
  stripeSecretKey: string | null;
  /** Stripe API origin; tests point it at a fake Stripe on 127.0.0.1. */
  stripeApiUrl: string;
  /** Output tokens reserved for a hosted call that names no max_tokens. */
  defaultMaxTokens: number;
  /** Free-tier output tokens per calendar month (UTC). */
  freeOutputTokens: number;
  /** Oldest webhook timestamp accepted, seconds (replay bound). */
  webhookToleranceS: number;
  /** Disputes a tenant may file per minute. */
  disputesPerMin: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export { type Kind, SETTINGS, type Setting } from './config-settings.js';

/** Integer settings for which 0 is meaningful (a port chosen by the system, no delay). */
const ZERO_ALLOWED = new Set(['port', 'shutdownDelayMs']);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseInteger(where: string, setting: Setting, text: string): number {
  if (!/^\d{1,16}$/.test(text))
    throw new ConfigError(`${where}: expected a non-negative integer, got "${text}"`);
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new ConfigError(`${where}: ${text} is out of range`);
  if (setting.key === 'port' && (n < 0 || n > 65535)) throw new ConfigError(`${where}: port out of range`);
  if (!ZERO_ALLOWED.has(setting.key) && n < 1) throw new ConfigError(`${where}: must be at least 1`);
  return n;
}

function parseValue(setting: Setting, raw: unknown, where: string): string | number | boolean | null {
  if (raw === null || raw === undefined || raw === '') return setting.default;
  const text = String(raw).trim();
  if (setting.key === 'logLevel' && !LOG_LEVELS.includes(text)) {
    throw new ConfigError(`${where}: expected one of ${LOG_LEVELS.join(', ')}, got "${text}"`);
  }
  switch (setting.kind) {
    case 'string':
      return text;
    case 'int':
      return parseInteger(where, setting, text);
    case 'bool':
      if (/^(1|true|yes|on)$/i.test(text)) return true;
      if (/^(0|false|no|off)$/i.test(text)) return false;
      throw new ConfigError(`${where}: expected true or false, got "${text}"`);
    case 'contour':
      if (text === 'local' || text === 'global' || text === 'ru') return text;
      throw new ConfigError(`${where}: expected local, global or ru, got "${text}"`);
  }
}

function readFileConfig(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`VGATE_CONFIG: cannot read ${file}`);
  }
  let parsed: unknown;
  try {
    parsed = file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);
  } catch (err) {
    throw new ConfigError(`VGATE_CONFIG: ${file} does not parse (${(err as Error).message.split('\n')[0]})`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError(`VGATE_CONFIG: ${file} must hold a mapping`);
  }
  return parsed as Record<string, unknown>;
}

function setPath(obj: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let cur = obj;
  for (const part of parts.slice(0, -1)) {
    const next = cur[part];
    if (next === null || typeof next !== 'object') cur[part] = {};
    cur = cur[part] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1] as string] = value;
}

/** The config file's sections that the gateway's catalog parses (and validates) itself. */
export const FILE_SECTIONS = ['providers', 'aliases'] as const;

/** Extra top-level sections of the config file that other domains parse themselves. */
export interface FileSections {
  providers?: unknown;
  aliases?: unknown;
  pricing?: unknown;
}

/** A setting's name in the config file: the variable without `VGATE_`, in lower case (`port`). */
export function fileKey(setting: Setting): string {
  return setting.env.slice('VGATE_'.length).toLowerCase();
}

/**
 * The settings of a config file by the names it may use: the documented lower-case name
 * (`max_body_bytes`), the variable itself (`VGATE_MAX_BODY_BYTES`), or the older camelCase path
 * (`limits: { bodyBytes }`), still read so existing files keep working.
 */
function fileSettings(file: Record<string, unknown>): Map<Setting, { name: string; value: unknown }> {
  const byName = new Map<string, Setting>();
  for (const st of SETTINGS) for (const n of [fileKey(st), st.env, st.key]) byName.set(n, st);
  const legacyGroups = new Set(
    SETTINGS.filter((st) => st.key.includes('.')).map((st) => st.key.split('.')[0]),
  );
  const entries: [string, unknown][] = [];
  for (const [k, v] of Object.entries(file)) {
    if ((FILE_SECTIONS as readonly string[]).includes(k)) continue;
    if (legacyGroups.has(k) && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [sub, x] of Object.entries(v)) entries.push([`${k}.${sub}`, x]);
    } else entries.push([k, v]);
  }
  const out = new Map<Setting, { name: string; value: unknown }>();
  const valid = [...SETTINGS.map(fileKey), ...FILE_SECTIONS];
  for (const [name, value] of entries) {
    const st = byName.get(name);
    if (!st) throw new ConfigError(`VGATE_CONFIG: unknown key "${name}"${didYouMean(name, valid)}`);
    const earlier = out.get(st);
    if (earlier) throw new ConfigError(`VGATE_CONFIG: "${name}" and "${earlier.name}" set the same setting`);
    if (value !== null && typeof value === 'object')
      throw new ConfigError(`VGATE_CONFIG ${name}: expected a single value, not a list or mapping`);
    out.set(st, { name, value });
  }
  return out;
}

/**
 * Settings holding a secret (or a URL that may carry a password), which may instead be read from
 * the file named by `<VARIABLE>_FILE`: Docker and Compose secrets are files under /run/secrets.
 */
export const FILE_VARIABLES: readonly string[] = [
  'VGATE_ADMIN_KEY',
  'VGATE_SIGNING_KEY',
  'VGATE_SEALING_KEY',
  'VGATE_DATABASE_URL',
  'VGATE_REDIS_URL',
  'VGATE_SMTP_URL',
  'VGATE_WEBHOOK_SECRET',
  'VGATE_STRIPE_SECRET_KEY',
];

/** Every variable the service reads: the settings, VGATE_CONFIG and the secrets' `_FILE` forms. */
export function knownVariables(): Set<string> {
  return new Set([
    ...SETTINGS.map((st) => st.env),
    'VGATE_CONFIG',
    ...FILE_VARIABLES.map((v) => `${v}_FILE`),
  ]);
}

/** The environment with each `<VARIABLE>_FILE` replaced by the file's content (trimmed). */
function readVariableFiles(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out = { ...env };
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      throw new ConfigError(`${name} and ${name}_FILE are both set; keep one`);
    }
    try {
      out[name] = readFileSync(file, 'utf8').trim();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      throw new ConfigError(`${name}_FILE: cannot read ${file} (${code})`);
    }
  }
  return out;
}

/** Variables named like settings but unknown: a typo would otherwise be silently ignored. */
function checkEnvNames(env: Record<string, string | undefined>): void {
  const known = knownVariables();
  for (const name of Object.keys(env)) {
    if (!name.startsWith('VGATE_') || known.has(name)) continue;
    // Test and benchmark harness variables are read by those tools, not by the service; the
    // cluster primary tells each worker its index (src/cluster.ts).
    if (name.startsWith('VGATE_TEST_') || name.startsWith('VGATE_BENCH_')) continue;
    if (name === 'VGATE_WORKER_INDEX') continue;
    throw new ConfigError(`${name}: unknown setting${didYouMean(name, known)}`);
  }
}

/** Settings whose value is a secret: shown only as set or unset. */
const SECRET_KEYS = new Set([
  'adminKey',
  'signingKey',
  'sealingKey',
  'webhookSecret',
  'billing.stripeSecretKey',
]);

/** A URL with its password replaced, for banners and `vgate config check`. */
export function maskedUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');
}

/** A setting's value as it may be printed: secrets masked, URLs without their password. */
export function shownValue(setting: Setting, value: unknown): string {
  if (value === null || value === undefined) return '(unset)';
  if (SECRET_KEYS.has(setting.key)) return '(set, masked)';
  return /Url$/.test(setting.key) ? maskedUrl(String(value)) : String(value);
}

/** Where a setting's effective value came from. */
export type SettingSource = 'environment' | 'file' | 'default';

export interface ResolvedSetting {
  setting: Setting;
  source: SettingSource;
}

/**
 * Loads the configuration from an environment map (pass `process.env`) and the optional file it
 * names. Throws ConfigError with one line naming the bad value.
 */
export function loadConfig(env: Record<string, string | undefined>): Config & {
  file: FileSections;
  sources: ResolvedSetting[];
} {
  checkEnvNames(env);
  env = readVariableFiles(env);
  const fileName = env['VGATE_CONFIG'];
  const file = fileName ? readFileConfig(fileName) : {};
  const fromFile = fileSettings(file);
  const out: Record<string, unknown> = {};
  const sources: ResolvedSetting[] = [];
  for (const setting of SETTINGS) {
    const envRaw = env[setting.env];
    const inFile = fromFile.get(setting);
    const useEnv = envRaw !== undefined && envRaw !== '';
    const where = useEnv || !inFile ? `${setting.env} (${fileKey(setting)})` : `VGATE_CONFIG ${inFile.name}`;
    setPath(out, setting.key, parseValue(setting, useEnv ? envRaw : inFile?.value, where));
    sources.push({ setting, source: useEnv ? 'environment' : inFile ? 'file' : 'default' });
  }
  const cfg = out as unknown as Config;
  cfg.dataDir = path.resolve(cfg.dataDir);
  cfg.detectionTuningFile ??= path.join(cfg.dataDir, 'detection-tuning.json');
  if ((cfg.mockProvider as boolean | null) === null) cfg.mockProvider = cfg.contour === 'local';
  if (cfg.databaseUrl && !/^postgres(ql)?:\/\//.test(cfg.databaseUrl)) {
    throw new ConfigError('VGATE_DATABASE_URL: expected a postgres:// URL');
  }
  if (cfg.redisUrl && !/^rediss?:\/\//.test(cfg.redisUrl)) {
    throw new ConfigError('VGATE_REDIS_URL: expected a redis:// URL');
  }
  if (cfg.limits.factKeyChars < 64) {
    // A fact without an explicit key is keyed by the 64-character SHA-256 of its content.
    throw new ConfigError('VGATE_MAX_FACT_KEY_CHARS (max_fact_key_chars): must be at least 64');
  }
  if (cfg.publicUrl !== null && !/^https?:\/\/[^\s/]+/.test(cfg.publicUrl)) {
    throw new ConfigError('VGATE_PUBLIC_URL: expected an http(s):// URL');
  }
  if (cfg.billing.paymentProvider !== 'local' && cfg.billing.paymentProvider !== 'stripe') {
    throw new ConfigError('VGATE_PAYMENT_PROVIDER (payment_provider): expected local or stripe');
  }
  if (!/^[a-z]{3}$/.test(cfg.billing.currency)) {
    throw new ConfigError('VGATE_BILLING_CURRENCY (billing_currency): expected a 3-letter lowercase code');
  }
  if (cfg.billing.paymentProvider === 'stripe' && cfg.billing.stripeSecretKey === null) {
    throw new ConfigError('VGATE_STRIPE_SECRET_KEY: required when VGATE_PAYMENT_PROVIDER=stripe');
  }
  if (!/^https?:\/\/[^/]+$/.test(cfg.billing.stripeApiUrl)) {
    throw new ConfigError('VGATE_STRIPE_API_URL (stripe_api_url): expected an origin (https://host[:port])');
  }
  if (cfg.adminKey !== null && !/^vg_[A-Za-z0-9_-]{20,128}$/.test(cfg.adminKey)) {
    throw new ConfigError('VGATE_ADMIN_KEY: expected vg_ followed by 20-128 characters of A-Za-z0-9_-');
  }
  const { providers, aliases } = file as FileSections;
  return { ...cfg, file: { providers, aliases }, sources };
}

/** A configuration for tests and tools: defaults, overridden by `patch`. */
export function defaultConfig(patch: Partial<Config> = {}): Config {
  const { file: _file, sources: _sources, ...base } = loadConfig({});
  const dataDir = patch.dataDir ? path.resolve(patch.dataDir) : base.dataDir;
  return {
    ...base,
    ...patch,
    dataDir,
    detectionTuningFile: patch.detectionTuningFile ?? path.join(dataDir, 'detection-tuning.json'),
    limits: { ...base.limits, ...patch.limits },
    selfDefense: { ...base.selfDefense, ...patch.selfDefense },
    billing: { ...base.billing, ...patch.billing },
  };
}
