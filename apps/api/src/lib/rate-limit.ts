import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const MINUTE = 60_000;

/** The 429 every limit answers with, Retry-After set. */
export function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  reply.header('retry-after', String(seconds));
  return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`);
}

/**
 * Adds @fastify/rate-limit to the calling plugin only for the routes that ask for it
 * (`config: limitPerClient(...)` or an `attemptLimit` hook), so static files and other routes are
 * never counted.
 */
export async function enableRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL every process counts in the same place; without it, in this process's memory.
    redis: app.sharedState.redis,
    nameSpace: `${app.sharedState.keyPrefix}rate-limit:`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${context.after}.`),
  });
}

/**
 * Route config: at most `max` calls per `timeWindow` ms for one client IP and one body field
 * (the login identifier or an email), compared without case. Counted after validation, so the
 * key always reads a checked body.
 */
export function limitPerClient(max: number, timeWindow: number, field: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyField(request, field)}`,
    },
  };
}

/**
 * A preHandler counting every call under `name` and the key `keyOf` gives (the client IP alone, or an
 * email from any IP): past `max` in `timeWindow` ms, a 429. Several can guard one route, so a limit
 * per client and identifier is joined by ones that a changing IP or identifier cannot escape.
 * Needs enableRateLimits in the same plugin.
 */
export function attemptLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: number,
  keyOf: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}|${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyAttempts(reply, Math.max(1, result.ttlInSeconds));
  };
}

/** A checked body field as a rate-limit key: trimmed, in lower case. */
export function bodyField(request: FastifyRequest, field: string): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return String(body[field] ?? '')
    .trim()
    .toLowerCase();
}
