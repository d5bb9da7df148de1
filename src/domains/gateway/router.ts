import type { Contour } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import { didYouMean } from '../../core/nearest.js';
import { type Catalog, type ProviderConfig, type RouteTarget, servesContour } from './catalog.js';

/**
 * Resolution order (DESIGN section 6, Gateway routing): a `provider/model` prefix, else the
 * `X-Provider` header, else the tenant's alias, else the operator's alias, else the default
 * provider with the model id as given. An alias is an ordered fallback chain.
 */

export interface ResolvedTarget {
  provider: ProviderConfig;
  model: string;
}

export interface Resolution {
  /** What the client asked for; the only model name the client ever sees back. */
  requested: string;
  via: 'prefix' | 'header' | 'tenant_alias' | 'operator_alias' | 'default';
  chain: ResolvedTarget[];
}

export function resolveRoute(
  requested: string,
  opts: {
    catalog: Catalog;
    contour: Contour;
    providerHeader: string | null;
    tenantAliases: Record<string, RouteTarget[]>;
  },
): Resolution {
  const { catalog, contour } = opts;
  const slash = requested.indexOf('/');
  if (slash > 0 && !catalog.providers.has(requested.slice(0, slash))) {
    assertKnownPrefix(catalog, requested, opts.tenantAliases);
  }
  if (slash > 0 && catalog.providers.has(requested.slice(0, slash))) {
    const model = requested.slice(slash + 1);
    if (!model)
      throw new ApiError('invalid_request', 'The model id after the provider prefix is empty.', {
        param: 'model',
      });
    return {
      requested,
      via: 'prefix',
      chain: [{ provider: servingProvider(catalog, contour, requested.slice(0, slash)), model }],
    };
  }
  if (opts.providerHeader) {
    if (!catalog.providers.has(opts.providerHeader)) {
      throw new ApiError(
        'unknown_provider',
        `X-Provider: no provider "${opts.providerHeader}"${didYouMean(opts.providerHeader, catalog.providers.keys())}`,
        { param: 'X-Provider' },
      );
    }
    return {
      requested,
      via: 'header',
      chain: [{ provider: servingProvider(catalog, contour, opts.providerHeader), model: requested }],
    };
  }
  const tenantAlias = opts.tenantAliases[requested];
  if (tenantAlias)
    return nonEmpty({ requested, via: 'tenant_alias', chain: chainOf(catalog, contour, tenantAlias) });
  const operatorAlias = catalog.aliases.get(requested);
  if (operatorAlias) {
    const chain = chainOf(catalog, contour, operatorAlias.targets);
    return nonEmpty({ requested, via: 'operator_alias', chain });
  }
  if (!catalog.defaultProvider)
    throw new ApiError('no_route', 'No provider is configured.', { param: 'model' });
  return {
    requested,
    via: 'default',
    chain: [{ provider: servingProvider(catalog, contour, catalog.defaultProvider), model: requested }],
  };
}

// Module-level helpers rather than closures: this runs on every chat call.

/**
 * A `x/model` id whose `x` is no provider is refused rather than sent to the default provider as
 * a model id (a typo there would otherwise reach a paid upstream). It may still be an alias, or
 * a model the default provider declares (ids such as `meta-llama/llama-3` on a router upstream).
 */
function assertKnownPrefix(
  catalog: Catalog,
  requested: string,
  tenantAliases: Record<string, RouteTarget[]>,
) {
  if (requested in tenantAliases || catalog.aliases.has(requested)) return;
  const fallback = catalog.defaultProvider ? catalog.providers.get(catalog.defaultProvider) : undefined;
  if (fallback?.models.includes(requested)) return;
  const prefix = requested.slice(0, requested.indexOf('/'));
  throw new ApiError(
    'unknown_provider',
    `model "${requested}": no provider "${prefix}"${didYouMean(prefix, catalog.providers.keys())}`,
    { param: 'model' },
  );
}

function servingProvider(catalog: Catalog, contour: Contour, id: string): ProviderConfig {
  const p = catalog.providers.get(id);
  if (!p || !servesContour(p, contour)) {
    throw new ApiError('no_route', `No provider "${id}" serves this deployment.`, { param: 'model' });
  }
  return p;
}

/** An alias's targets whose provider exists and serves this contour, in order. */
function chainOf(catalog: Catalog, contour: Contour, targets: RouteTarget[]): ResolvedTarget[] {
  const chain: ResolvedTarget[] = [];
  for (const t of targets) {
    const p = catalog.providers.get(t.provider);
    if (p && servesContour(p, contour)) chain.push({ provider: p, model: t.model });
  }
  return chain;
}

function nonEmpty(r: Resolution): Resolution {
  if (r.chain.length === 0) {
    throw new ApiError('no_route', `No provider of alias "${r.requested}" serves this deployment.`, {
      param: 'model',
    });
  }
  return r;
}
