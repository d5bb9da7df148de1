import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Clock } from '../../src/core/clock.js';
import type { Engine } from '../../src/db/connect.js';
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
}

/**
 * The whole app with memory backed by a guard double (and self-defense options), on a fresh
 * database of the given engine. The seeded keys of buildTestApp stay valid.
 */
export async function buildMemoryApp(
  opts: { engine?: Engine; config?: Partial<Config>; defense?: SelfDefenseOptions; guard?: GuardDouble } = {},
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
  });
  const app: FastifyInstance = await buildApp(ctx);
  await app.ready();
  return {
    ...base,
    app,
    guard,
    clock,
    close: async () => {
      await app.close();
      await base.close();
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
  method: 'GET' | 'POST' | 'DELETE',
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
