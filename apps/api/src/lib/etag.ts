import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * API JSON is `no-cache` with an ETag (docs/architecture.md §11): the browser asks again each time, so
 * an admin's edit shows at once, but an unchanged answer costs a bodiless 304. Answers to signed-in
 * calls are someone's own data: `private, no-cache` and no ETag, so no shared cache keeps them.
 */
export function registerApiEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isApiRead =
      (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/api/');
    if (!isApiRead || reply.statusCode !== 200 || reply.hasHeader('cache-control')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (request.headers.authorization) {
      reply.removeHeader('etag');
      reply.header('cache-control', 'private, no-cache');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    // A kept catalogue answer comes with the tag worked out when it was kept (catalogue-cache.ts).
    const etag = String(reply.getHeader('etag') ?? weakEtag(payload));
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return null;
    }
    return payload;
  });
}

/** The weak ETag of an answer's body: a hash of its bytes, the same whatever encoding carries it. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match may list several tags, or `*`; weak comparison, as RFC 9110 asks for it. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
