import { ResponseSerializationError, serializerCompiler as encodingSerializer } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** Schema kinds that read a value without changing it: parsing and encoding give the same output. */
const PLAIN = new Set([
  'string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'void', 'any', 'unknown', 'never', 'literal', 'enum', 'date',
  'nullable', 'optional', 'readonly', 'array', 'object', 'record', 'tuple', 'union', 'intersection',
]);

function isPlain(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (!PLAIN.has(def.type)) return false;
  const children: unknown[] = [];
  if (def.type === 'object') children.push(...Object.values(def.shape as Record<string, unknown>), def.catchall);
  else if (def.type === 'array') children.push(def.element);
  else if (def.type === 'nullable' || def.type === 'optional' || def.type === 'readonly') children.push(def.innerType);
  else if (def.type === 'record') children.push(def.keyType, def.valueType);
  else if (def.type === 'tuple') children.push(...(def.items as unknown[]), def.rest);
  else if (def.type === 'union') children.push(...(def.options as unknown[]));
  else if (def.type === 'intersection') children.push(def.left, def.right);
  return children.every((child) => child === undefined || child === null || isPlain(child as $ZodType, seen));
}

/** Response values that a read cache hands out again, unchanged (see `reusedResponse`). */
const reusable = new WeakSet<object>();
/** The JSON bytes of those values, sent again as they are (see `isReusedPayload`). */
const reusedPayloads = new WeakSet<Buffer>();

/**
 * Whether a payload about to be sent is the kept JSON of a reused response: the same bytes go
 * out again, so their compressed forms can be kept with them (plugins/compression.ts).
 */
export function isReusedPayload(payload: unknown): payload is Buffer {
  return Buffer.isBuffer(payload) && reusedPayloads.has(payload);
}

/**
 * Marks `value` as a response a read cache will send again as it is (it must never be changed
 * afterwards): each route checks and serializes it once and answers every later request with the
 * same JSON, forgotten with the value. Today's agenda at 100k dossiers is 3,300 items and 1.4 MB
 * of JSON: 40 ms of checking, serializing and encoding per request, against a few microseconds.
 */
export function reusedResponse<T extends object>(value: T): T {
  reusable.add(value);
  return value;
}

/**
 * The response serializer of fastify-type-provider-zod checks a response with zod's encode, which
 * has no compiled fast path: 1 ms for tomorrow's agenda of 400 actions, a quarter of the request.
 * For a schema made only of plain kinds (no transform, codec, default or pipe, which is every
 * response schema of the API today) parsing is the same check with the same output, five times
 * faster; any other schema keeps the library's encoding serializer.
 */
export const serializerCompiler: typeof encodingSerializer = (route) => {
  const { schema, method, url } = route;
  const zodSchema = '_zod' in schema ? schema : schema.properties;
  if (!isPlain(zodSchema)) return encodingSerializer(route);
  // A reused answer is kept as UTF-8 bytes: a string would be encoded again for every response
  // (and measured once more for its Content-Length), 15 ms for today's agenda, whose Arabic text
  // makes it a two-byte string. Fastify sends a serializer's Buffer as it is.
  const serialized = new WeakMap<object, Buffer>();
  return (data: unknown) => {
    const reused = typeof data === 'object' && data !== null && reusable.has(data);
    if (reused) {
      const bytes = serialized.get(data);
      if (bytes !== undefined) return bytes as unknown as string;
    }
    const result = safeParse(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    const json = JSON.stringify(result.data);
    if (!reused) return json;
    const bytes = Buffer.from(json);
    serialized.set(data, bytes);
    reusedPayloads.add(bytes);
    return bytes as unknown as string;
  };
};
