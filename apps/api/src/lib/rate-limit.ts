import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Adds @fastify/rate-limit to the calling plugin only for the routes that ask for it
 * (`config: limitPerClient(...)`), so static files and other routes are never counted.
 */
export async function enableRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
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
      keyGenerator: (request: FastifyRequest) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        return `${request.ip}|${String(body[field] ?? '').toLowerCase()}`;
      },
    },
  };
}

export const MINUTE = 60_000;
