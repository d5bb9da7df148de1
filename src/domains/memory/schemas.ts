import { Type } from 'typebox';
import { ok } from '../../core/schemas.js';
import type { Fact } from './fact.js';
import { PROJECT_ID_PATTERN } from './project.js';
import type { SearchHit } from './service.js';
import type { ScopeStats } from './store.js';

const Metadata = Type.Record(Type.String(), Type.Unknown(), { description: 'caller-defined JSON object' });

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
  },
  { additionalProperties: false },
);

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
    Type.Union([Type.Literal('keyword'), Type.Literal('exact')], {
      default: 'keyword',
      description: 'keyword: full-text, ranked, any word; exact: case-sensitive substring',
    }),
  ),
});

const FactView = Type.Object({
  key: Type.String(),
  content: Type.String(),
  metadata: Type.Union([Metadata, Type.Null()]),
  tags: Type.Array(Type.String()),
  session_id: Type.Union([Type.String(), Type.Null()], { description: 'project-chat session, or null' }),
  created_at: Type.String(),
});

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
  mode: Type.Union([Type.Literal('keyword'), Type.Literal('exact')]),
  data: Type.Array(
    Type.Object({
      ...FactView.properties,
      score: Type.Union([Type.Number(), Type.Null()], {
        description: 'relevance in keyword mode; higher is better',
      }),
    }),
  ),
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
