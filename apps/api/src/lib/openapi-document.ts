import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { errorBody } from '@vastra/contract/common';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken, requireUser } from './auth-guard';
import { callRefusals, type Refusal } from './openapi-refusals';

/*
 * The OpenAPI document served at /api/docs/json, written for client generators: every operation has
 * an operationId, says who may call it and documents its refusals with the error body. Only the
 * document changes here: the routes' own schemas, which validate and serialise, are left as they are.
 *
 * It stays OpenAPI 3.0 rather than 3.1: more client generators read 3.0 in full (several still read
 * 3.1's JSON Schema 2020-12 only in part), and zod's 3.0 schemas need one fix only (a nullable union,
 * below) to be right.
 */

/** The document's own parts; the paths and schemas come from the routes. */
export const openApiBase: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.0.3',
  info: { title: 'Vastra API', version: '1.0.0', description: 'The HTTP contract of the Vastra store.' },
  // Paths start with /api: the server is the one that serves this document.
  servers: [{ url: '/', description: 'The server this document is served by' }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      phonePeCallback: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description:
          "PhonePe's callback header: the SHA256 of `username:password` (the callback's credentials), in hex.",
      },
      shippingWebhook: {
        type: 'apiKey',
        in: 'header',
        name: 'x-api-key',
        description:
          "The shipping provider's own authentication: Shiprocket's webhook token in `x-api-key`; the simulator's HMAC-SHA256 of the raw body in `x-simulator-signature`.",
      },
      whatsappWebhook: {
        type: 'apiKey',
        in: 'header',
        name: 'x-hub-signature-256',
        description:
          '`sha256=` and the HMAC-SHA256 of the raw body with the WhatsApp app secret, as Meta signs webhooks.',
      },
    },
  },
};

const errorBodyRef = { $ref: '#/components/schemas/ErrorBody' };

/** Sentences for the refusals a call's guard and inputs imply; openapi-refusals.ts may say more. */
const derivedRefusals = {
  400: 'The request is not valid: `message` says why, `errors` gives the sentence for each field.',
  401: 'No valid session: the Bearer token is missing, expired or signed out.',
  403: 'Only an admin may do this.',
  404: "Nothing has this id, or it is not the caller's.",
  413: 'The body, or a file or field in it, is larger than this call takes.',
  414: 'A path parameter is longer than the server reads.',
  415: 'The body, or a file in it, is not of a type this call takes.',
} as const;

/** swagger's `transform`: each route's part of the document. */
export const documentRoute: SwaggerTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  const route = document.route;
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  // Every route here has one method: the key reads as the authorisation matrix names routes.
  const key = `${[route.method].flat()[0]} ${url}`;
  const extra = callRefusals[key];
  const guard = guardOf(route);
  const refusals = { ...derived(schema, url, guard, extra?.readsBody ?? false), ...extra?.refusals };
  const opened = extra?.openedBy ?? (guard === 'none' ? undefined : 'bearer');
  const documented = schema as { response?: Record<string, unknown>; produces?: string[] };
  return {
    schema: {
      ...schema,
      operationId: operationIdOf(key),
      security: opened ? [{ [opened]: [] }] : [],
      response: { ...(documented.response ?? fileAnswer(documented.produces)), ...refusalAnswers(refusals) },
    },
    url,
  };
};

/** swagger's `transformObject`: the whole document, once every route is in. */
export const documentObject: SwaggerTransformObject = (document) => {
  const built = jsonSchemaTransformObject(document);
  const { components, paths } = built as { components?: OpenApiComponents; paths?: object };
  const errorSchema = z.toJSONSchema(errorBody, { target: 'openapi-3.0', io: 'output' });
  return tidySchemas({
    ...built,
    components: {
      ...components,
      // PhonePe's scheme, say, only while PhonePe's callback is served.
      securitySchemes: usedSchemes(components?.securitySchemes ?? {}, paths ?? {}),
      schemas: {
        ...components?.schemas,
        ErrorBody: {
          ...errorSchema,
          description:
            'The body of every refusal: a sentence, and for bad input the sentence for each field.',
        },
      },
    },
  }) as typeof built;
};

interface OpenApiComponents {
  schemas?: object;
  securitySchemes?: Record<string, object>;
}

/** The security schemes that some operation of `paths` asks for. */
function usedSchemes(schemes: Record<string, object>, paths: object): Record<string, object> {
  const operations = Object.values(paths).flatMap((path: object) => Object.values(path));
  const used = new Set(
    operations.flatMap((operation: { security?: object[] }) =>
      (operation.security ?? []).flatMap(Object.keys),
    ),
  );
  return Object.fromEntries(Object.entries(schemes).filter(([name]) => used.has(name)));
}

type Guard = 'admin' | 'signed-in' | 'none';

/** Who the route's preHandlers let through: the guards of auth-guard.ts are the only way in. */
function guardOf(route: RouteOptions): Guard {
  const hooks: unknown[] = [route.onRequest, route.preHandler].flat();
  if (hooks.some((hook) => typeof hook === 'function' && 'staffArea' in hook)) return 'admin';
  if (hooks.includes(requireUser) || hooks.includes(requireToken)) return 'signed-in';
  return 'none';
}

/** The refusals a route's guard and checked inputs imply, whatever its service does. */
function derived(schema: object, url: string, guard: Guard, readsBody: boolean): Record<number, Refusal> {
  const parts = schema as Record<string, unknown>;
  const form = (parts.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false;
  const hasBody = Boolean(parts.body) || form || readsBody;
  // Fastify's `:id`: an id that finds nothing is a 404, one too long a 414.
  const hasParams = url.includes(':');
  const checked = hasBody || hasParams || Boolean(parts.querystring) || Boolean(parts.headers);
  const pick = (status: keyof typeof derivedRefusals, when: boolean) =>
    when ? { [status]: derivedRefusals[status] } : {};
  return {
    ...pick(400, checked),
    ...pick(401, guard !== 'none'),
    ...pick(403, guard === 'admin'),
    ...pick(404, hasParams),
    ...pick(413, hasBody),
    ...pick(414, hasParams),
    ...pick(415, hasBody),
  };
}

/**
 * The answers for refusals, plus 408, which every call can get: the server stops waiting for a
 * request that takes longer than REQUEST_TIMEOUT to arrive, and answers it without a body.
 */
function refusalAnswers(refusals: Record<number, Refusal>): Record<number, object> {
  const answers: Record<number, object> = {
    408: { type: 'null', description: 'The request took longer to arrive than the server waits.' },
  };
  for (const [status, refusal] of Object.entries(refusals)) {
    answers[Number(status)] =
      typeof refusal === 'string'
        ? {
            description: refusal,
            content: { 'application/json': { schema: errorBodyRef } },
            ...(status === '429' && {
              headers: {
                'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
              },
            }),
          }
        : { description: refusal.page, content: { 'text/html': { schema: { type: 'string' } } } };
  }
  return answers;
}

/** A route without a response schema answers a file of its `produces` type, or nothing described. */
function fileAnswer(produces: string[] | undefined): Record<number, object> {
  if (!produces) return { 200: { type: 'null', description: 'Default Response' } };
  const file = { schema: { type: 'string', format: 'binary' } };
  return {
    200: { description: 'The file', content: Object.fromEntries(produces.map((type) => [type, file])) },
  };
}

/** `GET /api/products/:id/reviews` -> `getProductsByIdReviews`: readable, stable, one per route. */
function operationIdOf(key: string): string {
  const [method = '', url = ''] = key.split(' ');
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
}

/**
 * Two spellings zod's schemas take that OpenAPI 3.0 readers reject: `nullable` beside `anyOf` with
 * no `type` (3.0 makes only a typed schema nullable, so null goes into each typed branch), and an
 * `allOf` of one schema alone (a lazy schema's reference), which is that schema.
 */
function tidySchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidySchemas);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, tidySchemas(child)]));
  if (Array.isArray(node.allOf) && node.allOf.length === 1 && Object.keys(node).length === 1) {
    return node.allOf[0];
  }
  const branches = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(branches)) {
    const typed = branches.every((branch) => branch && typeof branch === 'object' && 'type' in branch);
    if (typed) {
      const { nullable: _nullable, ...rest } = node;
      const nullableBranches = branches.map((branch: object) => ({ ...branch, nullable: true }));
      return { ...rest, ...(node.anyOf ? { anyOf: nullableBranches } : { oneOf: nullableBranches }) };
    }
  }
  return node;
}
