import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createInProcessQueue } from './in-process-queue';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

/** pg-boss on PostgreSQL (many processes), the in-process runner on PGlite (one process). */
export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  return database.pool ? createPgBossQueue(database.pool, log) : createInProcessQueue(log);
}
