import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer (CSP, HSTS, frame and sniffing rules, cross-origin policies).
 * They depend on nothing in the request, so helmet's middleware runs once, against a response that
 * only records them, and each request gets the recorded set through Fastify's reply headers: running
 * the middleware per request (a dozen `setHeader` calls through its chain) was 6% of a cached
 * catalogue read's time. `mediaOrigin` is where pages may load media from besides this server;
 * `inlineScripts` the hashes of the inline scripts pages may run (no other inline script runs).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  mediaOrigin: string[],
  inlineScripts: string[],
): void {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts],
          // React and the editor set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
          mediaSrc: ["'self'", 'blob:', ...mediaOrigin],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", 'https:'],
          frameAncestors: ["'none'"],
        },
      },
      // Product images are linked from shares and chat previews.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

function recordHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
    finished = true;
  });
  // Helmet's middleware is synchronous; one that were not could not be recorded once.
  if (!finished || failure) throw new Error('the security headers could not be recorded', { cause: failure });
  return headers;
}
