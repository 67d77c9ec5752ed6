import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedEncoding, compressBody, type Encoding } from '../../apps/api/src/lib/compression';

/**
 * GET /api/bench/ceiling?bytes=N, registered by the bench's server (./entry.ts) beside the shop's
 * routes and behind the same hooks: the same server answering with a JSON body it already holds in
 * memory, so `npm run bench` can measure what this process and machine give at most for a response
 * of a given size, with no database and no serialisation, compressed once per encoding as kept
 * catalogue answers are.
 */
export const ceilingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Held as bytes, as the catalogue cache holds its answers: a string body is copied on every send.
  const bodies = new Map<number, Buffer>();
  const encoded = new Map<string, Buffer>();

  app.get(
    '/bench/ceiling',
    {
      schema: {
        hide: true,
        querystring: z.object({ bytes: z.coerce.number().int().min(32).max(5_000_000).default(1024) }),
      },
    },
    async (request, reply) => {
      const { bytes } = request.query;
      let body = bodies.get(bytes);
      if (body === undefined) {
        // A handful of sizes per run; the cap only guards against a caller walking through sizes.
        if (bodies.size >= 64) {
          bodies.clear();
          encoded.clear();
        }
        body = Buffer.from(jsonOfSize(bytes));
        bodies.set(bytes, body);
      }
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request, body.length);
      if (!encoding) return reply.send(body);
      return reply.header('content-encoding', encoding).send(encodedOnce(bytes, body, encoding));
    },
  );

  function encodedOnce(bytes: number, body: Buffer, encoding: Encoding): Buffer {
    const key = `${encoding}:${bytes}`;
    let copy = encoded.get(key);
    if (!copy) {
      copy = compressBody(body, encoding);
      encoded.set(key, copy);
    }
    return copy;
  }
};

const record = JSON.stringify({
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Classic Cotton Kurta',
  price: '1299.00',
  category: { id: '00000000-0000-4000-8000-000000000001', name: 'Kurtas', slug: 'kurtas' },
});

/** Valid JSON of exactly `bytes` bytes: product-like records, then padding to the size. */
export function jsonOfSize(bytes: number): string {
  const frame = '{"data":[],"padding":""}';
  const room = bytes - frame.length;
  const count = Math.max(0, Math.floor((room + 1) / (record.length + 1)));
  const records = Array.from({ length: count }, () => record).join(',');
  const padding = 'x'.repeat(Math.max(0, room - records.length));
  return `{"data":[${records}],"padding":"${padding}"}`;
}
