import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

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
  mockProvider: boolean;
  webhookSecret: string | null;
  detectionTuningFile: string;
  /** How long a key lookup may be cached; the bound on revocation reaching every instance. */
  keyCacheMs: number;
  auditCheckpointMs: number;
  selfDefense: {
    blockedWriteBurst: number;
    blockedWriteWindowMs: number;
    lockOnAuditFailure: boolean;
    lockOnKeyMismatch: boolean;
  };
  rateLimits: Record<Tier, number>;
  limits: Limits;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Kind = 'string' | 'int' | 'bool' | 'contour';
interface Setting {
  env: string;
  /** Dotted path in the config file and in Config. */
  key: string;
  kind: Kind;
  default: string | number | boolean | null;
  doc: string;
}

const s = (env: string, key: string, kind: Kind, def: Setting['default'], doc: string): Setting => ({
  env,
  key,
  kind,
  default: def,
  doc,
});

/** Every setting, its variable, default and meaning (README's configuration table is this list). */
export const SETTINGS: readonly Setting[] = [
  s('VGATE_HOST', 'host', 'string', '127.0.0.1', 'Address to listen on'),
  s('VGATE_PORT', 'port', 'int', 8080, 'Port to listen on'),
  s('VGATE_DATA_DIR', 'dataDir', 'string', './data', 'SQLite file, signing key and tuning file live here'),
  s('VGATE_DATABASE_URL', 'databaseUrl', 'string', null, 'PostgreSQL URL; unset means embedded SQLite'),
  s('VGATE_REDIS_URL', 'redisUrl', 'string', null, 'Redis URL for shared rate-limit counters'),
  s('VGATE_CONTOUR', 'contour', 'contour', 'local', 'Deployment contour: local, global or ru'),
  s('VGATE_ADMIN_KEY', 'adminKey', 'string', null, 'Platform operator key registered at start'),
  s(
    'VGATE_SIGNING_KEY',
    'signingKey',
    'string',
    null,
    'Ed25519 private key (PEM); else a 0600 file in the data dir',
  ),
  s(
    'VGATE_SEALING_KEY',
    'sealingKey',
    'string',
    null,
    'Secret sealing stored provider keys; else a 0600 file',
  ),
  s('VGATE_LOG_LEVEL', 'logLevel', 'string', 'info', 'pino log level'),
  s('VGATE_PUBLIC_URL', 'publicUrl', 'string', null, 'External base URL (used for CSRF origin checks)'),
  s('VGATE_SECURE_COOKIES', 'secureCookies', 'bool', false, 'Mark session cookies Secure'),
  s('VGATE_SIGNUP_OPEN', 'signupOpen', 'bool', true, 'Allow magic-link signup'),
  s(
    'VGATE_MOCK_PROVIDER',
    'mockProvider',
    'bool',
    null,
    'Enable the mock development provider (default: on for local)',
  ),
  s('VGATE_WEBHOOK_SECRET', 'webhookSecret', 'string', null, 'Payment webhook signing secret'),
  s('VGATE_DETECTION_TUNING_FILE', 'detectionTuningFile', 'string', null, 'Detection tuning baseline file'),
  s('VGATE_KEY_CACHE_MS', 'keyCacheMs', 'int', 2000, 'Key lookup cache; bounds revocation delay'),
  s('VGATE_AUDIT_CHECKPOINT_MS', 'auditCheckpointMs', 'int', 60_000, 'Interval of signed audit checkpoints'),
  s(
    'VGATE_SELF_DEFENSE_BURST',
    'selfDefense.blockedWriteBurst',
    'int',
    20,
    'Blocked memory writes that trip lockdown',
  ),
  s(
    'VGATE_SELF_DEFENSE_WINDOW_MS',
    'selfDefense.blockedWriteWindowMs',
    'int',
    60_000,
    'Window of that burst',
  ),
  s(
    'VGATE_SELF_DEFENSE_ON_AUDIT_FAILURE',
    'selfDefense.lockOnAuditFailure',
    'bool',
    true,
    'Lock down on audit failure',
  ),
  s(
    'VGATE_SELF_DEFENSE_ON_KEY_MISMATCH',
    'selfDefense.lockOnKeyMismatch',
    'bool',
    true,
    'Lock down on a foreign signing key',
  ),
  s('VGATE_RATE_LIMIT_FREE', 'rateLimits.free', 'int', 60, 'Default requests/min of a free key'),
  s('VGATE_RATE_LIMIT_PRO', 'rateLimits.pro', 'int', 600, 'Default requests/min of a pro key'),
  s(
    'VGATE_RATE_LIMIT_ENTERPRISE',
    'rateLimits.enterprise',
    'int',
    6000,
    'Default requests/min of an enterprise key',
  ),
  s(
    'VGATE_RATE_LIMIT_PLATFORM',
    'rateLimits.platform',
    'int',
    6000,
    'Default requests/min of a platform key',
  ),
  s('VGATE_MAX_BODY_BYTES', 'limits.bodyBytes', 'int', 4 * 1024 * 1024, 'HTTP body bound (413)'),
  s('VGATE_MAX_PROMPT_CHARS', 'limits.promptChars', 'int', 512 * 1024, 'Prompt bound (413)'),
  s(
    'VGATE_MAX_PROMPT_MEMORY_CHARS',
    'limits.promptMemoryChars',
    'int',
    640 * 1024,
    'Prompt + recalled memory (413)',
  ),
  s('VGATE_MAX_SCAN_INPUT_CHARS', 'limits.scanInputChars', 'int', 1024 * 1024, 'Scan input bound (400)'),
  s('VGATE_MAX_ARTIFACT_BYTES', 'limits.artifactBytes', 'int', 4 * 1024 ** 3, 'Model artifact bound (400)'),
  s('VGATE_MAX_FACT_KEY_CHARS', 'limits.factKeyChars', 'int', 256, 'Memory fact key bound (413)'),
  s('VGATE_MAX_FACT_BYTES', 'limits.factBytes', 'int', 64 * 1024, 'Memory fact payload bound (413)'),
  s('VGATE_MAX_SEARCH_SCOPE', 'limits.searchScopeFacts', 'int', 10_000, 'Facts a search may rank (413)'),
  s('VGATE_MAX_EXPORT_FACTS', 'limits.exportFacts', 'int', 10_000, 'Facts an export may return (413)'),
  s('VGATE_MAX_STATS_FACTS', 'limits.statsFacts', 'int', 1_000_000, 'Facts stats may count (413)'),
  s(
    'VGATE_MAX_UPSTREAM_BYTES',
    'limits.upstreamResponseBytes',
    'int',
    16 * 1024 * 1024,
    'Upstream response (502)',
  ),
  s('VGATE_REQUEST_TIMEOUT_MS', 'limits.requestTimeoutMs', 'int', 120_000, 'Gateway request deadline (408)'),
  s('VGATE_UPSTREAM_CONNECT_MS', 'limits.upstreamConnectMs', 'int', 5_000, 'Upstream connect time-out'),
  s('VGATE_UPSTREAM_HEADERS_MS', 'limits.upstreamHeadersMs', 'int', 60_000, 'Upstream headers time-out'),
  s('VGATE_UPSTREAM_BODY_MS', 'limits.upstreamBodyMs', 'int', 60_000, 'Upstream body idle time-out'),
  s('VGATE_UPSTREAM_TOTAL_MS', 'limits.upstreamTotalMs', 'int', 110_000, 'Upstream total time-out (504)'),
  s('VGATE_TURN_LEASE_MS', 'limits.turnLeaseMs', 'int', 30_000, 'Project-chat claim lease'),
  s('VGATE_TURN_DEADLINE_MS', 'limits.turnDeadlineMs', 'int', 120_000, 'Project-chat execution deadline'),
];

function parseValue(setting: Setting, raw: unknown): string | number | boolean | null {
  const where = `${setting.env} (${setting.key})`;
  if (raw === null || raw === undefined || raw === '') return setting.default;
  const text = String(raw).trim();
  switch (setting.kind) {
    case 'string':
      return text;
    case 'int': {
      if (!/^\d{1,16}$/.test(text))
        throw new ConfigError(`${where}: expected a non-negative integer, got "${text}"`);
      const n = Number(text);
      if (!Number.isSafeInteger(n)) throw new ConfigError(`${where}: ${text} is out of range`);
      if (setting.key === 'port' && (n < 0 || n > 65535))
        throw new ConfigError(`${where}: port out of range`);
      if (setting.key !== 'port' && n < 1) throw new ConfigError(`${where}: must be at least 1`);
      return n;
    }
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

function getPath(obj: Record<string, unknown>, dotted: string): unknown {
  let cur: unknown = obj;
  for (const part of dotted.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
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

/** Extra top-level sections of the config file that other domains parse themselves. */
export interface FileSections {
  providers?: unknown;
  aliases?: unknown;
  pricing?: unknown;
}

/**
 * Loads the configuration from an environment map (pass `process.env`) and the optional file it
 * names. Throws ConfigError with one line naming the bad value.
 */
export function loadConfig(env: Record<string, string | undefined>): Config & { file: FileSections } {
  const fileName = env['VGATE_CONFIG'];
  const file = fileName ? readFileConfig(fileName) : {};
  const out: Record<string, unknown> = {};
  for (const setting of SETTINGS) {
    const raw = env[setting.env] ?? getPath(file, setting.key);
    setPath(out, setting.key, parseValue(setting, raw));
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
    throw new ConfigError('VGATE_MAX_FACT_KEY_CHARS (limits.factKeyChars): must be at least 64');
  }
  if (cfg.adminKey !== null && !/^vg_[A-Za-z0-9_-]{20,128}$/.test(cfg.adminKey)) {
    throw new ConfigError('VGATE_ADMIN_KEY: expected vg_ followed by 20-128 characters of A-Za-z0-9_-');
  }
  const { providers, aliases, pricing } = file as FileSections;
  return { ...cfg, file: { providers, aliases, pricing } };
}

/** A configuration for tests and tools: defaults, overridden by `patch`. */
export function defaultConfig(patch: Partial<Config> = {}): Config {
  const { file: _file, ...base } = loadConfig({});
  const dataDir = patch.dataDir ? path.resolve(patch.dataDir) : base.dataDir;
  return {
    ...base,
    ...patch,
    dataDir,
    detectionTuningFile: patch.detectionTuningFile ?? path.join(dataDir, 'detection-tuning.json'),
    limits: { ...base.limits, ...patch.limits },
    selfDefense: { ...base.selfDefense, ...patch.selfDefense },
  };
}
