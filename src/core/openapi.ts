/**
 * The served interface description, finished from what @fastify/swagger derives from the route
 * schemas: stable operation ids, the server, per-route additions that are documentation only
 * (`x-vgate-openapi`: headers the route checks itself, other media types, the provider's
 * `default` response), and shared components so that the same schema is written once.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** What a route adds to its operation, merged as is (parameters are appended). */
export interface OpenApiOverlay {
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses?: Record<string, JsonObject>;
  /**
   * A wildcard route (`/v1/models/*`, documented by @fastify/swagger as `{*}`): the name and
   * description its path parameter takes in the document. The route itself is unchanged.
   */
  wildcard?: { name: string; description: string };
}

export const OVERLAY_KEY = 'x-vgate-openapi';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `post /v1/admin/keys/{tenant_id}` becomes `postAdminKeysByTenantId`. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((p) => p !== '' && p !== 'v1')
    .map((p) => (p.startsWith('{') ? `by_${p.slice(1, -1)}` : p))
    .join('_')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

function applyOverlay(op: JsonObject): void {
  const overlay = op[OVERLAY_KEY];
  delete op[OVERLAY_KEY];
  if (!isObject(overlay)) return;
  if (Array.isArray(overlay['parameters'])) {
    // An overlay parameter replaces a derived one of the same place and (case-insensitive) name.
    const key = (p: Json) => (isObject(p) ? `${p['in']}:${String(p['name']).toLowerCase()}` : '');
    const added = new Set(overlay['parameters'].map(key));
    const existing = (Array.isArray(op['parameters']) ? op['parameters'] : []).filter(
      (p) => !added.has(key(p)),
    );
    op['parameters'] = [...existing, ...overlay['parameters']];
  }
  if (isObject(overlay['requestBody'])) op['requestBody'] = overlay['requestBody'];
  const responses = isObject(op['responses']) ? op['responses'] : {};
  if (isObject(overlay['responses'])) {
    for (const [status, extra] of Object.entries(overlay['responses'])) {
      const base = responses[status];
      if (!isObject(base) || !isObject(extra)) {
        responses[status] = extra;
        continue;
      }
      const content = {
        ...(isObject(base['content']) ? base['content'] : {}),
        ...(isObject(extra['content']) ? extra['content'] : {}),
      };
      const headers = {
        ...(isObject(base['headers']) ? base['headers'] : {}),
        ...(isObject(extra['headers']) ? extra['headers'] : {}),
      };
      responses[status] = { ...base, ...extra, content, headers };
    }
  }
  op['responses'] = responses;
}

/**
 * A union of string literals (TypeBox writes `anyOf` of one-value enums) as one `enum`: the same
 * constraint, written once.
 */
function mergeLiteralUnions(node: Json): Json {
  if (Array.isArray(node)) return node.map(mergeLiteralUnions);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = mergeLiteralUnions(v);
  const members = out['anyOf'];
  if (
    Array.isArray(members) &&
    members.length > 1 &&
    members.every(
      (m) => isObject(m) && Object.keys(m).length === 2 && m['type'] === 'string' && Array.isArray(m['enum']),
    )
  ) {
    delete out['anyOf'];
    out['type'] = 'string';
    out['enum'] = members.flatMap((m) => (isObject(m) && Array.isArray(m['enum']) ? m['enum'] : []));
  }
  return out;
}

/**
 * Schemas carrying a `title` (Error, ChannelDisclosed, ...) move to `components.schemas` and are
 * referenced; a title used for two different schemas keeps the second inline, so no constraint
 * is ever replaced by a different one.
 */
function shareTitled(node: Json, shared: JsonObject): Json {
  if (Array.isArray(node)) return node.map((n) => shareTitled(n, shared));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = shareTitled(v, shared);
  const title = out['title'];
  if (typeof title !== 'string' || !/^[A-Za-z0-9_]+$/.test(title)) return out;
  const known = shared[title];
  if (known === undefined) shared[title] = out;
  else if (JSON.stringify(known) !== JSON.stringify(out)) return out;
  return { $ref: `#/components/schemas/${title}` };
}

export interface FinishOptions {
  serverUrl: string;
  /** The disclosure of the channel that serves the document, as an `x-` extension. */
  channel: JsonObject;
}

/**
 * `{*}` is not a usable parameter name: a path whose operations' overlays name their wildcard
 * gets that name in the path and in its path parameter (same order of paths).
 */
function nameWildcards(paths: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [path, item] of Object.entries(paths)) {
    let key = path;
    if (isObject(item) && path.includes('{*}')) {
      for (const method of METHODS) {
        const op = item[method];
        const overlay = isObject(op) ? op[OVERLAY_KEY] : undefined;
        const wildcard = isObject(overlay) ? overlay['wildcard'] : undefined;
        if (!isObject(op) || !isObject(wildcard) || typeof wildcard['name'] !== 'string') continue;
        const name = wildcard['name'];
        key = path.replace('{*}', `{${name}}`);
        const params = Array.isArray(op['parameters']) ? op['parameters'] : [];
        op['parameters'] = params.map((p) =>
          isObject(p) && p['in'] === 'path' && p['name'] === '*'
            ? { ...p, name, description: String(wildcard['description'] ?? '') }
            : p,
        );
      }
    }
    out[key] = item;
  }
  return out;
}

/** Finishes the generated document (a fresh copy; the input is left as it was). */
export function finishOpenApi(generated: object, opts: FinishOptions): JsonObject {
  const doc = structuredClone(generated) as JsonObject;
  const paths = nameWildcards(isObject(doc['paths']) ? doc['paths'] : {});
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      op['operationId'] ??= operationId(method, path);
      applyOverlay(op);
    }
  }
  const components = isObject(doc['components']) ? doc['components'] : {};
  const schemas: JsonObject = isObject(components['schemas']) ? components['schemas'] : {};
  doc['paths'] = shareTitled(mergeLiteralUnions(paths), schemas);
  components['schemas'] = schemas;
  doc['components'] = components;
  doc['servers'] = [
    {
      url: '{base_url}',
      description: 'All paths are relative to the base URL of a deployment.',
      variables: { base_url: { default: opts.serverUrl } },
    },
  ];
  doc['x-channel-disclosed'] = opts.channel;
  return doc;
}
