import { Type } from 'typebox';
import { ok } from '../../core/schemas.js';
import type { Fact } from './fact.js';
import type { SearchHit } from './find.js';
import { PROJECT_ID_PATTERN, SESSION_ID_PATTERN } from './project.js';
import type { ScopeStats } from './store.js';

const TtlSeconds = Type.Integer({
  minimum: 1,
  maximum: 3_153_600_000,
  description: 'seconds until the fact expires (expired facts are not searched, recalled or counted)',
});

const Metadata = Type.Record(Type.String(), Type.Unknown(), {
  title: 'MemoryFactMetadata',
  description: 'caller-defined JSON object',
});

export const FactBody = Type.Object(
  {
    key: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'fact identity in the project; default: SHA-256 hex of content',
      }),
    ),
    content: Type.String({ minLength: 1 }),
    metadata: Type.Optional(Type.Union([Metadata, Type.Null()])),
    tags: Type.Optional(Type.Array(Type.String())),
    ttl_seconds: Type.Optional(TtlSeconds),
  },
  { additionalProperties: false },
);

export const UpdateBody = Type.Object(
  {
    content: Type.String({ minLength: 1 }),
    metadata: Type.Optional(Type.Union([Metadata, Type.Null()])),
    tags: Type.Optional(Type.Array(Type.String())),
    ttl_seconds: Type.Optional(TtlSeconds),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'apply only if the current version is this one (409 `conflict` otherwise)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const FactParams = Type.Object({
  key: Type.String({ minLength: 1, description: 'the fact key (URL-encoded)' }),
});

export const ProjectFactParams = Type.Object({
  project_id: Type.String({ pattern: PROJECT_ID_PATTERN }),
  key: Type.String({ minLength: 1, description: 'the fact key (URL-encoded)' }),
});

export const TenantSettingsBody = Type.Object(
  {
    embedding_model: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 256 }), Type.Null()], {
        description: 'model id or alias semantic and hybrid search embed with; null: none (keyword only)',
      }),
    ),
    poison_policy: Type.Optional(
      Type.Union([Type.Literal('refuse'), Type.Literal('quarantine')], {
        description:
          'a fact flagged as carrying instructions: refuse (403 when the policy blocks it) or quarantine (stored, never searched or recalled)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const TenantSettingsResponse = ok({
  object: Type.Literal('memory.settings'),
  embedding_model: Type.Union([Type.String(), Type.Null()]),
  poison_policy: Type.Union([Type.Literal('refuse'), Type.Literal('quarantine')]),
});

export const ProjectSettingsBody = Type.Object(
  { default_ttl_seconds: Type.Union([TtlSeconds, Type.Null()]) },
  { additionalProperties: false },
);

export const ProjectSettingsResponse = ok({
  object: Type.Literal('memory.project_settings'),
  project_id: Type.String(),
  default_ttl_seconds: Type.Union([Type.Integer(), Type.Null()]),
});

export const ProjectParams = Type.Object({
  project_id: Type.String({
    pattern: PROJECT_ID_PATTERN,
    description: 'explicit project boundary; the legacy default project is not addressable here',
  }),
});

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, description: 'the search text; never parsed as query syntax' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  mode: Type.Optional(
    Type.Union(
      [Type.Literal('keyword'), Type.Literal('exact'), Type.Literal('semantic'), Type.Literal('hybrid')],
      {
        default: 'keyword',
        description:
          'keyword (default): full-text, stemmed, ranked, any word; exact: case-sensitive substring; semantic: embedding similarity; hybrid: reciprocal-rank fusion of keyword and semantic. semantic and hybrid run as keyword for a tenant without an embedding model (see `notice`).',
      },
    ),
  ),
  session_id: Type.Optional(
    Type.String({ pattern: SESSION_ID_PATTERN, description: 'only facts of this project-chat session' }),
  ),
});

const FactView = Type.Object(
  {
    key: Type.String(),
    content: Type.String(),
    metadata: Type.Union([Metadata, Type.Null()]),
    tags: Type.Array(Type.String()),
    session_id: Type.Union([Type.String(), Type.Null()], { description: 'project-chat session, or null' }),
    created_at: Type.String({ description: 'when this version was stored: the start of its validity' }),
    version: Type.Integer({ description: '1 as first stored, +1 per update' }),
    valid_to: Type.Union([Type.String(), Type.Null()], {
      description: 'when an update superseded this version; null while current',
    }),
    expires_at: Type.Union([Type.String(), Type.Null()], { description: 'TTL expiry; null: never' }),
    quarantined: Type.Boolean({
      description: 'stored under the quarantine policy: never searched or recalled',
    }),
  },
  { title: 'MemoryFact' },
);

const projectField = {
  project_id: Type.Union([Type.String(), Type.Null()], {
    description: 'null for the legacy default project',
  }),
};

export const StoreResponse = ok(
  {
    ...projectField,
    replayed: Type.Boolean({ description: 'true when the identical fact existed' }),
    fact: FactView,
  },
  '201: stored; 200: the identical fact already existed and is returned unchanged.',
);

export const SearchResponse = ok({
  object: Type.Literal('list'),
  ...projectField,
  mode: Type.Union(
    [Type.Literal('keyword'), Type.Literal('exact'), Type.Literal('semantic'), Type.Literal('hybrid')],
    { description: 'the mode that ran' },
  ),
  requested_mode: Type.Union([
    Type.Literal('keyword'),
    Type.Literal('exact'),
    Type.Literal('semantic'),
    Type.Literal('hybrid'),
  ]),
  notice: Type.Union([Type.String(), Type.Null()], {
    description: 'why the mode that ran differs from the one requested; else null',
  }),
  data: Type.Array(
    Type.Object(
      {
        ...FactView.properties,
        score: Type.Union([Type.Number(), Type.Null()], {
          description:
            'higher is better, comparable within one answer: keyword BM25 (SQLite) or ts_rank (PostgreSQL), semantic cosine similarity, hybrid fused reciprocal rank; null in exact mode',
        }),
      },
      { title: 'MemorySearchHit' },
    ),
  ),
});

export const UpdateResponse = ok({
  ...projectField,
  updated: Type.Boolean({ description: 'false when the payload was identical (nothing changed)' }),
  fact: FactView,
});

export const DeleteOneResponse = ok({
  ...projectField,
  key: Type.String(),
  deleted: Type.Integer({ description: 'versions deleted (current and superseded)' }),
});

export const ExportResponse = ok({
  object: Type.Literal('memory.export'),
  ...projectField,
  exported_at: Type.String(),
  count: Type.Integer(),
  facts: Type.Array(FactView),
});

export const StatsResponse = ok({
  object: Type.Literal('memory.stats'),
  ...projectField,
  facts: Type.Integer(),
  bytes: Type.Integer({ description: 'payload bytes of all facts' }),
  sessions: Type.Integer({ description: 'distinct project-chat sessions holding facts' }),
  session_facts: Type.Integer(),
  oldest_at: Type.Union([Type.String(), Type.Null()]),
  newest_at: Type.Union([Type.String(), Type.Null()]),
});

export const DeleteAllResponse = ok({
  deleted: Type.Integer({ description: 'facts deleted, in every project' }),
  projects: Type.Integer({ description: 'projects (including the default project) that held facts' }),
});

export function factView(f: Fact) {
  return {
    key: f.key,
    content: f.content,
    metadata: f.metadata,
    tags: f.tags,
    session_id: f.sessionId,
    created_at: f.createdAt,
    version: f.version,
    valid_to: f.supersededAt,
    expires_at: f.expiresAt,
    quarantined: f.quarantined,
  };
}

export function hitView(h: SearchHit) {
  return { ...factView(h), score: h.score };
}

export function statsView(s: ScopeStats) {
  return {
    facts: s.facts,
    bytes: s.bytes,
    sessions: s.sessions,
    session_facts: s.sessionFacts,
    oldest_at: s.oldestAt,
    newest_at: s.newestAt,
  };
}
