import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Contour } from '../../config.js';
import { ConfigError } from '../../config.js';
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

/** Builds the catalog from the config file sections; the mock provider joins when enabled. */
export function buildCatalog(
  file: { providers?: unknown; aliases?: unknown },
  opts: { mock: boolean; contour: Contour },
): Catalog {
  const input = { providers: file.providers, aliases: file.aliases };
  for (const k of Object.keys(input) as (keyof typeof input)[]) if (input[k] === undefined) delete input[k];
  if (!checkFile.Check(input)) {
    const first = [...checkFile.Errors(input)][0];
    throw new ConfigError(
      `VGATE_CONFIG providers/aliases: ${first?.instancePath ?? ''} ${first?.message ?? 'invalid'}`,
    );
  }
  const providers = new Map<string, ProviderConfig>();
  let defaultProvider: string | null = null;
  for (const p of input.providers ?? []) {
    if (providers.has(p.id)) throw new ConfigError(`VGATE_CONFIG providers: duplicate id "${p.id}"`);
    if (p.kind === 'mock' && !opts.mock) continue;
    providers.set(p.id, {
      id: p.id,
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
