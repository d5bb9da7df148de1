import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { createContext } from '../../src/context.js';
import type { Clock } from '../../src/core/clock.js';
import type { Engine } from '../../src/db/connect.js';
import type { EmbeddingPort } from '../../src/domains/memory/embeddings.js';
import type { ContentGuard } from '../../src/domains/memory/guard.js';
import { MemoryService } from '../../src/domains/memory/service.js';
import { SelfDefense, type SelfDefenseOptions } from '../../src/domains/security/service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** A guard double: blocks any text containing the marker, and remembers what it was asked. */
export interface GuardDouble extends ContentGuard {
  calls: { tenantId: string; text: string; role: 'user' | 'assistant' }[];
}

export const BLOCK_MARKER = 'BLOCKME';

export function markerGuard(marker = BLOCK_MARKER): GuardDouble {
  const calls: GuardDouble['calls'] = [];
  return {
    calls,
    async check(tenantId, text, role) {
      calls.push({ tenantId, text, role });
      const blocked = text.includes(marker);
      return { blocked, flags: blocked ? ['PROMPT_INJECTION'] : [] };
    },
  };
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(public t = Date.parse('2030-01-01T00:00:00.000Z')) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface MemoryTestApp extends TestApp {
  guard: GuardDouble;
  clock: ManualClock;
  embeddings: EmbeddingPort | undefined;
}

/**
 * A deterministic embeddings double: each word (lowercased, a crude suffix strip) adds a
 * hash-picked signed unit to the vector, so texts sharing words are close. The dimension comes
 * from the model name (`words-64`, `words-96`...), so a model change changes the dimension and a
 * search that compared two models' vectors would show it. It counts calls per model.
 */
export function wordEmbeddings(): EmbeddingPort & { calls: Map<string, number>; fail: boolean } {
  const calls = new Map<string, number>();
  const port = {
    calls,
    fail: false,
    async embed(_tenant: string, model: string, texts: readonly string[]): Promise<Float32Array[]> {
      if (port.fail) throw new Error('embeddings down');
      calls.set(model, (calls.get(model) ?? 0) + texts.length);
      const dims = Number(/-(\d+)$/.exec(model)?.[1] ?? 64);
      return texts.map((text) => {
        const v = new Float32Array(dims);
        for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
          const w = m[0].replace(/(ing|ed|es|s)$/u, '');
          let h = 2166136261;
          for (const ch of w) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
          v[h % dims] = (v[h % dims] ?? 0) + ((h >>> 16) & 1 ? 1 : -1);
        }
        return v;
      });
    },
  };
  return port;
}

/**
 * The whole app with memory backed by a guard double (and self-defense options), on a fresh
 * database of the given engine. The seeded keys of buildTestApp stay valid.
 */
export async function buildMemoryApp(
  opts: {
    engine?: Engine;
    config?: Partial<Config>;
    defense?: SelfDefenseOptions;
    guard?: GuardDouble;
    embeddings?: EmbeddingPort;
  } = {},
): Promise<MemoryTestApp> {
  const clock = new ManualClock();
  const base = await buildTestApp({
    ...(opts.engine ? { engine: opts.engine } : {}),
    ...(opts.config ? { config: opts.config } : {}),
    clock,
  });
  const { ctx } = base;
  const guard = opts.guard ?? markerGuard();
  ctx.selfDefense = new SelfDefense(ctx.db, ctx.audit, clock, opts.defense ?? {});
  ctx.memory = new MemoryService({
    handle: ctx.db,
    audit: ctx.audit,
    clock,
    guard,
    defense: ctx.selfDefense,
    limits: ctx.config.limits,
    ...(opts.embeddings ? { embeddings: opts.embeddings } : {}),
  });
  const app: FastifyInstance = await buildApp(ctx);
  await app.ready();
  return {
    ...base,
    app,
    guard,
    clock,
    embeddings: opts.embeddings,
    close: async () => {
      await app.close();
      await base.close();
    },
  };
}

/**
 * A second app instance over the same database as `t` (its own connections: SQLite's own file
 * handle, PostgreSQL's own pool on the same schema), with the same guard, clock and embeddings.
 */
export async function secondInstance(t: MemoryTestApp): Promise<MemoryTestApp> {
  const schema =
    t.ctx.db.engine === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.ctx.db.db)).rows[0]?.s
      : undefined;
  const ctx = await createContext(t.ctx.config, { clock: t.clock, ...(schema ? { schema } : {}) });
  ctx.selfDefense = new SelfDefense(ctx.db, ctx.audit, t.clock, {});
  ctx.memory = new MemoryService({
    handle: ctx.db,
    audit: ctx.audit,
    clock: t.clock,
    guard: t.guard,
    defense: ctx.selfDefense,
    limits: ctx.config.limits,
    ...(t.embeddings ? { embeddings: t.embeddings } : {}),
  });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ...t,
    app,
    ctx,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

export interface Reply {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

/** A JSON request with a bearer key. */
export async function call(
  t: TestApp,
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url,
    headers: t.auth(key),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
