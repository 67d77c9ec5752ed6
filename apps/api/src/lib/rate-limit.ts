import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { SharedState } from './shared-state/shared-state';

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
    store: sharedStore(app.sharedState),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${context.after}.`),
  });
}

/**
 * @fastify/rate-limit's store over the shop's shared state. A route's counts are kept under its
 * method and URL (`rate-limit:POST/api/auth/register:<key>`), an attemptLimit's under its name,
 * which its key begins with (`rate-limit:login-ip|<address>`).
 */
function sharedStore(state: SharedState): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options: only children get a scope.
    constructor(
      _options?: unknown,
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      state.countCall(`rate-limit:${this.scope}${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes a route's merged limit options, not the route its types say: the route is
    // their `routeInfo`, empty for attemptLimit's.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (options as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedStore(undefined, route?.method && route.url ? `${route.method}${route.url}:` : '');
    }
  }
  return SharedStore;
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
