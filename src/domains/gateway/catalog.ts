import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Contour } from '../../config.js';
import { ConfigError } from '../../config.js';
import { didYouMean } from '../../core/nearest.js';
import type { ProviderKind } from './providers/index.js';

/**
 * The operator's provider catalog (config file sections `providers` and `aliases`): which
 * upstreams exist, their protocol, base URL, hosted key, contours and prices, and the operator's
 * model aliases with their fallback chains. Parsed once at start; a bad entry stops start-up.
 */

export interface Pricing {
  /** Micro-units of the account currency per million tokens. */
  inputPerMTok: number;
  outputPerMTok: number;
}

export interface ProviderConfig {
  id: string;
  /**
   * Models the operator offers as `provider/model` (its `models`), listed by GET /v1/models. Priced
   * models are not listed: an alias's upstream model id stays hidden unless declared here.
   */
  models: string[];
  kind: ProviderKind;
  baseUrl: string;
  /** The operator's hosted key; calls that use it are billed. */
  apiKey: string | null;
  contours: Contour[];
  pricing: Record<string, Pricing>;
}

export interface RouteTarget {
  provider: string;
  model: string;
}

export interface AliasConfig {
  targets: RouteTarget[];
  /** Listed by GET /v1/public/models. */
  public: boolean;
}

export interface Catalog {
  providers: Map<string, ProviderConfig>;
  aliases: Map<string, AliasConfig>;
  defaultProvider: string | null;
}

const TargetSchema = Type.Object({
  provider: Type.String({ minLength: 1 }),
  model: Type.String({ minLength: 1 }),
});
const FileSchema = Type.Object({
  providers: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }),
        kind: Type.Union([Type.Literal('openai'), Type.Literal('anthropic'), Type.Literal('mock')]),
        base_url: Type.Optional(Type.String({ pattern: '^https?://' })),
        api_key: Type.Optional(Type.String({ minLength: 1 })),
        contours: Type.Optional(
          Type.Array(Type.Union([Type.Literal('local'), Type.Literal('global'), Type.Literal('ru')])),
        ),
        default: Type.Optional(Type.Boolean()),
        models: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 1000 })),
        pricing: Type.Optional(
          Type.Record(
            Type.String(),
            Type.Object({
              input_per_mtok: Type.Number({ minimum: 0 }),
              output_per_mtok: Type.Number({ minimum: 0 }),
            }),
          ),
        ),
      }),
    ),
  ),
  aliases: Type.Optional(
    Type.Record(
      Type.String({ pattern: '^[A-Za-z0-9._:-]{1,128}$' }),
      Type.Object({
        targets: Type.Array(TargetSchema, { minItems: 1, maxItems: 8 }),
        public: Type.Optional(Type.Boolean()),
      }),
    ),
  ),
});
const checkFile = Compile(FileSchema);

const DEFAULT_BASE: Record<ProviderKind, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
  mock: 'mock://local',
};

/** The keys each entry may have: anything else is a typo, named with the nearest valid key. */
const ENTRY_KEYS = {
  provider: ['id', 'kind', 'base_url', 'api_key', 'contours', 'default', 'pricing', 'models'],
  alias: ['targets', 'public'],
  target: ['provider', 'model'],
  price: ['input_per_mtok', 'output_per_mtok'],
};

function checkKeys(entry: unknown, allowed: readonly string[], where: string): void {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return;
  for (const k of Object.keys(entry)) {
    if (!allowed.includes(k))
      throw new ConfigError(`VGATE_CONFIG ${where}: unknown key "${k}"${didYouMean(k, allowed)}`);
  }
}

/** Entries of an array, or of a mapping's values, with their printable path. */
function each(value: unknown, where: string): [unknown, string][] {
  if (Array.isArray(value)) return value.map((v, i) => [v, `${where}[${i}]`]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).map(([k, v]) => [v, `${where}.${k}`]);
  return [];
}

function checkEntryKeys(input: { providers?: unknown; aliases?: unknown }): void {
  for (const [p, where] of each(input.providers, 'providers')) {
    checkKeys(p, ENTRY_KEYS.provider, where);
    const pricing = (p as { pricing?: unknown } | null)?.pricing;
    for (const [price, at] of each(pricing, `${where}.pricing`)) checkKeys(price, ENTRY_KEYS.price, at);
  }
  for (const [a, where] of each(input.aliases, 'aliases')) {
    checkKeys(a, ENTRY_KEYS.alias, where);
    for (const [t, at] of each((a as { targets?: unknown } | null)?.targets, `${where}.targets`))
      checkKeys(t, ENTRY_KEYS.target, at);
  }
}

/** The first schema violation as "providers[0].kind: must be ...", one line. */
function schemaError(input: unknown): ConfigError {
  const first = [...checkFile.Errors(input)][0];
  const where = (first?.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  return new ConfigError(`VGATE_CONFIG ${where || 'providers/aliases'}: ${first?.message ?? 'invalid'}`);
}

/** Checks what the schema cannot: one default, ids not reserved, a base URL where one is needed. */
function checkProviders(
  list: readonly { id: string; kind: ProviderKind; base_url?: string; default?: boolean }[],
) {
  const defaults = list.filter((p) => p.default === true).map((p) => p.id);
  if (defaults.length > 1)
    throw new ConfigError(`VGATE_CONFIG providers: only one may be default: true (${defaults.join(', ')})`);
  list.forEach((p, i) => {
    if (p.id === 'mock')
      throw new ConfigError(
        `VGATE_CONFIG providers[${i}].id: "mock" is reserved for the built-in development provider (VGATE_MOCK_PROVIDER)`,
      );
    if (p.kind !== 'mock' && p.base_url === undefined)
      throw new ConfigError(
        `VGATE_CONFIG providers[${i}] (${p.id}): base_url is required for kind ${p.kind}`,
      );
  });
}

/** Builds the catalog from the config file sections; the mock provider joins when enabled. */
export function buildCatalog(
  file: { providers?: unknown; aliases?: unknown },
  opts: { mock: boolean; contour: Contour },
): Catalog {
  const input = { providers: file.providers, aliases: file.aliases };
  for (const k of Object.keys(input) as (keyof typeof input)[]) if (input[k] === undefined) delete input[k];
  checkEntryKeys(input);
  if (!checkFile.Check(input)) throw schemaError(input);
  checkProviders(input.providers ?? []);
  const providers = new Map<string, ProviderConfig>();
  let defaultProvider: string | null = null;
  for (const p of input.providers ?? []) {
    if (providers.has(p.id)) throw new ConfigError(`VGATE_CONFIG providers: duplicate id "${p.id}"`);
    if (p.kind === 'mock' && !opts.mock) continue;
    providers.set(p.id, {
      id: p.id,
      models: [...new Set(p.models ?? [])],
      kind: p.kind,
      baseUrl: (p.base_url ?? DEFAULT_BASE[p.kind]).replace(/\/+$/, ''),
      apiKey: p.api_key ?? null,
      contours: p.contours ?? ['local', 'global', 'ru'],
      pricing: Object.fromEntries(
        Object.entries(p.pricing ?? {}).map(([m, v]) => [
          m,
          { inputPerMTok: v.input_per_mtok, outputPerMTok: v.output_per_mtok },
        ]),
      ),
    });
    if (p.default) defaultProvider = p.id;
  }
  if (opts.mock && !providers.has('mock')) {
    providers.set('mock', {
      id: 'mock',
      models: [],
      kind: 'mock',
      baseUrl: DEFAULT_BASE.mock,
      apiKey: null,
      contours: ['local'],
      pricing: {},
    });
  }
  defaultProvider ??= providers.keys().next().value ?? null;
  const aliases = new Map<string, AliasConfig>();
  for (const [name, a] of Object.entries(input.aliases ?? {})) {
    for (const t of a.targets) {
      if (!providers.has(t.provider))
        throw new ConfigError(`VGATE_CONFIG aliases.${name}: unknown provider "${t.provider}"`);
    }
    aliases.set(name, { targets: a.targets, public: a.public ?? false });
  }
  return { providers, aliases, defaultProvider };
}

/** Whether a provider may serve on this contour (the `ru` contour routes only where allowed). */
export function servesContour(p: ProviderConfig, contour: Contour): boolean {
  return p.contours.includes(contour);
}

/** The client APIs a model can be called through (issue 35). */
export type ClientApi = 'chat' | 'responses' | 'messages' | 'embeddings';

/**
 * Provider protocols with an embeddings endpoint (those whose provider implements `embed`; a test
 * keeps the two in step). Chat, Responses and Messages are served over every protocol: the latter
 * two are translated onto chat completions.
 */
export const EMBEDDING_KINDS: ReadonlySet<ProviderKind> = new Set<ProviderKind>(['openai', 'mock']);

/**
 * The APIs, among those this gateway serves, that reach a model whose chain goes to `kinds`:
 * embeddings only where some target's protocol embeds.
 */
export function apisOf(kinds: readonly ProviderKind[], served: readonly ClientApi[]): ClientApi[] {
  return served.filter((api) => api !== 'embeddings' || kinds.some((k) => EMBEDDING_KINDS.has(k)));
}
