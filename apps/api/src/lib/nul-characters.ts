import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

export const NUL_NOT_ALLOWED = 'Text may not contain the NUL character.';

/**
 * The dotted path of the first string holding U+0000 (`""` for the value itself), or undefined.
 * Walks with its own stack: a hostile body may be nested thousands of levels deep.
 */
export function findNul(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current))
        pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot hold U+0000 in text, and a statement given one fails outright: a 500 for what
 * is the client's bad input. So every body, query and path that a route's schema checks is refused
 * with a 400 naming the field before it reaches a service. (Multipart forms: readMultipartForm.)
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    const parts = [
      ['body', schema.body, request.body],
      ['querystring', schema.querystring, request.query],
      ['params', schema.params, request.params],
    ] as const;
    for (const [part, checked, value] of parts) {
      if (!checked) continue;
      const field = findNul(value);
      if (field !== undefined) throw fieldError(field || part, NUL_NOT_ALLOWED);
    }
  });
}
