import type { Contour } from '../config.js';
import { canonicalJson } from './canonical.js';
import { sha256Hex } from './ids.js';
import type { Surface } from './principal.js';

/**
 * Channel disclosure (DESIGN section 5): every response says which channel carried it. The
 * matrix lists every channel this deployment can answer on; its digest pins the set.
 */

export type Retention = 'none' | 'audit' | 'memory';

export interface ChannelEntry {
  id: string;
  contour: Contour;
  surface: Surface;
  upstream: string | null;
  retention: Retention;
}

export interface ChannelDisclosed extends ChannelEntry {
  matrix_digest: string;
}

const RETENTION: Record<Surface, Retention> = {
  gateway: 'none',
  verdict: 'audit',
  memory: 'memory',
  admin: 'audit',
  billing: 'audit',
  public: 'none',
  ops: 'none',
};

const SURFACES: readonly Surface[] = ['gateway', 'verdict', 'memory', 'admin', 'billing', 'public', 'ops'];
/** Surfaces whose responses can come from an upstream provider. */
const UPSTREAM_SURFACES: readonly Surface[] = ['gateway', 'memory'];

function entry(contour: Contour, surface: Surface, upstream: string | null): ChannelEntry {
  return {
    id: upstream ? `${contour}.${surface}.${upstream}` : `${contour}.${surface}`,
    contour,
    surface,
    upstream,
    retention: RETENTION[surface],
  };
}

export class ChannelMatrix {
  readonly entries: readonly ChannelEntry[];
  readonly digest: string;
  private readonly cache = new Map<string, string>();

  constructor(
    readonly contour: Contour,
    providers: readonly string[],
  ) {
    const list: ChannelEntry[] = [];
    for (const surface of SURFACES) {
      list.push(entry(contour, surface, null));
      if (UPSTREAM_SURFACES.includes(surface))
        for (const p of providers) list.push(entry(contour, surface, p));
    }
    this.entries = list;
    this.digest = `sha256:${sha256Hex(canonicalJson({ contour, channels: list }))}`;
  }

  /** The disclosure object for a response on `surface` (via `upstream`, if any). */
  disclose(surface: Surface, upstream: string | null = null): ChannelDisclosed {
    const known = upstream && this.entries.some((e) => e.surface === surface && e.upstream === upstream);
    return { ...entry(this.contour, surface, known ? upstream : null), matrix_digest: this.digest };
  }

  /** The disclosure serialized as compact JSON, cached per channel (it is on every response). */
  json(surface: Surface, upstream: string | null = null): string {
    const key = `${surface}|${upstream ?? ''}`;
    let text = this.cache.get(key);
    if (text === undefined) {
      text = JSON.stringify(this.disclose(surface, upstream));
      this.cache.set(key, text);
    }
    return text;
  }
}

/**
 * Removes a `channel_disclosed` member from an upstream's parsed JSON object: only the gateway
 * discloses the channel, and a spliced disclosure followed by the upstream's own would read as
 * the upstream's in most parsers (the last duplicate wins). True when there was one.
 */
export function dropForeignDisclosure(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'channel_disclosed')) return false;
  delete (body as { channel_disclosed?: unknown }).channel_disclosed;
  return true;
}

/**
 * Adds `channel_disclosed` as the first field of a serialized JSON object. Splicing the
 * serialized text avoids re-parsing every response body.
 */
export function spliceDisclosure(body: string, disclosureJson: string): string {
  let i = 1;
  while (i < body.length && (body[i] === ' ' || body[i] === '\n' || body[i] === '\r' || body[i] === '\t'))
    i += 1;
  const empty = body[i] === '}';
  return `{"channel_disclosed":${disclosureJson}${empty ? '' : ','}${body.slice(1)}`;
}
