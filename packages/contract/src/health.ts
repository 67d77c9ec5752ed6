import { z } from 'zod';

/**
 * GET /api/health: liveness. The process answers; `database` names the kind it runs on, and whether
 * that database can be reached is readiness's question, so a database outage never fails liveness.
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/health/ready: this process may be sent traffic (503 with a message otherwise). */
export const readinessResponse = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  sharedState: z.enum(['memory', 'redis']),
  /**
   * With Redis only: 'degraded' while it cannot be reached, when each process counts rate limits on
   * its own. Still ready: Redis serves no page.
   */
  redis: z.enum(['up', 'degraded']).optional(),
  jobs: z.enum(['in-process', 'pg-boss']),
  media: z.enum(['local', 's3']),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
