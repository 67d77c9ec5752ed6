import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/**
 * Answers are written by a serializer compiled from each route's zod response schema (through its
 * JSON Schema, with fast-json-stringify): like zod's encode it writes only the declared fields, in
 * the schema's order, at a fraction of the cost of encoding every answer with zod and then
 * stringifying it (a fifth of the server's time on an uncached product list). A schema JSON Schema
 * cannot state exactly (a transform, a union that is more than "or null") keeps zod's serializer.
 *
 * With `checkAgainstZod` (the tests' apps) every answer is also written by zod's serializer and
 * the two must agree to the byte, or the request fails: the whole suite holds the fast serializer
 * to zod's, the checks of required fields and types included, which the fast one does not repeat.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const fast = fastSerializer(route.schema);
    if (fast && !options.checkAgainstZod) return fast;
    const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!fast) return byZod;
    return (data: unknown) => {
      const written = fast(data);
      const expected = byZod(data);
      if (written !== expected) {
        throw new Error(
          `The fast serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${written} where zod wrote ${expected}`,
        );
      }
      return written;
    };
  };
}

function fastSerializer(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as ZodType, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'ref',
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  const exact = withNullable(json);
  if (!exact) return undefined;
  return fastJson(exact);
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'if'];

/**
 * The schema with each "X or null" (`anyOf: [X, {type: 'null'}]`, as zod writes `.nullable()`)
 * written the way fast-json-stringify reads it, or undefined when another combinator remains:
 * fast-json-stringify would pick a union's branch by validating against each in turn. `required`
 * is left out: fast-json-stringify writes required fields before the others, zod in schema order.
 */
function withNullable(schema: JsonSchema): JsonSchema | undefined {
  const { $schema: _dialect, required: _required, anyOf, ...rest } = schema;
  if (anyOf) return nullable(anyOf as JsonSchema[], rest);
  if (COMBINATORS.some((keyword) => keyword in rest) || Array.isArray(rest.items)) return undefined;
  const out: JsonSchema = { ...rest };
  for (const keyword of ['properties', 'definitions']) {
    if (!rest[keyword]) continue;
    const named = Object.entries(rest[keyword] as Record<string, JsonSchema>).map(
      ([name, inner]) => [name, withNullable(inner)] as const,
    );
    if (named.some(([, inner]) => !inner)) return undefined;
    out[keyword] = Object.fromEntries(named);
  }
  for (const keyword of ['items', 'additionalProperties']) {
    const inner = rest[keyword];
    if (!inner || typeof inner !== 'object') continue;
    const converted = withNullable(inner as JsonSchema);
    if (!converted) return undefined;
    out[keyword] = converted;
  }
  return out;
}

/** "X or null", with the keywords beside the union (a description, say) kept on X. */
function nullable(branches: JsonSchema[], beside: JsonSchema): JsonSchema | undefined {
  const nonNull = branches.filter((branch) => branch.type !== 'null');
  if (branches.length !== 2 || nonNull.length !== 1) return undefined;
  const inner = withNullable({ ...(nonNull[0] as JsonSchema), ...beside });
  if (!inner || typeof inner.type !== 'string') return undefined;
  return ['object', 'array'].includes(inner.type)
    ? { ...inner, nullable: true }
    : { ...inner, type: [inner.type, 'null'] };
}
