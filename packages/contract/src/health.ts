import { z } from 'zod';

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
  jobs: z.enum(['in-process', 'pg-boss']),
  media: z.enum(['local', 's3']),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
