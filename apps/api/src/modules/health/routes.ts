import { healthResponse, readinessResponse } from '@vastra/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations } from '../../db/migrate';
import { HttpError } from '../../lib/errors';

/** A check that does not answer within this long counts as failed: a load balancer must not wait. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * /api/health: liveness, and only that: the process answers. It does not ask the database, so an
 * orchestrator that restarts a process on failed liveness leaves every process running through a
 * database outage (they serve again the moment it is back). /api/health/ready:
 * readiness for a load balancer or orchestrator: 503 while migrations are pending (another process
 * is applying them), while the database cannot be reached, and once the process is stopping. Redis
 * away is reported as degraded, not as a 503: each process then counts its own limits, and taking
 * every process out of the pool at once over a rate-limit store would close the whole shop.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (the database is checked by readiness)',
        response: { 200: healthResponse },
      },
    },
    async () => ({ status: 'ok' as const, database: app.database.kind }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database and migrations checked (503 while either is not ready); Redis reported',
        response: { 200: readinessResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (stopping) throw new HttpError(503, 'This process is shutting down.');
      const pending = await check('The database is not reachable.', () => pendingMigrations(app.database));
      if (pending > 0)
        throw new HttpError(
          503,
          `${pending} database migration${pending === 1 ? ' is' : 's are'} still to be applied.`,
        );
      const redis = app.sharedState.kind === 'redis' ? await app.sharedState.reachability() : undefined;
      return {
        status: 'ready' as const,
        database: app.database.kind,
        sharedState: app.sharedState.kind,
        ...(redis ? { redis } : {}),
        jobs: app.jobs.kind,
        media: app.storage.kind,
      };
    },
  );

  async function check<T>(failure: string, probe: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        probe(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      app.log.error({ err: error }, `readiness check: ${failure}`);
      throw new HttpError(503, failure);
    } finally {
      clearTimeout(timer);
    }
  }
};
