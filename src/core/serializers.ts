import fastJsonStringify from 'fast-json-stringify';

type Serialize = (data: unknown) => string;

/**
 * Response serializers compiled once per process, not once per application instance. Fastify's
 * default compiles every route's response schemas with fast-json-stringify whenever an app is
 * built, which was about 1.2 s of CPU per build (a second of every test app and of every cluster
 * worker's start). The schemas are plain data and the app registers no shared schemas
 * (`addSchema`), so a schema's JSON text fully determines its serializer.
 */
const compiled = new Map<string, Serialize>();

export function cachedSerializerCompiler({ schema }: { schema: unknown }): Serialize {
  const key = JSON.stringify(schema);
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
    compiled.set(key, serialize);
  }
  return serialize;
}
