import type { Mailer } from '../../lib/mail';
import type { JobQueue } from './job-queue';

const MAIL_JOB = 'mail-send';

/**
 * A Mailer whose messages go through the job queue: each is sent once by one process, retried
 * with growing waits (30 s, 1 min, 2 min, ... about 8 hours in all) while the mail server is away,
 * and on PostgreSQL kept across a restart until it is sent.
 */
export function queuedMailer(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.define<Parameters<Mailer['send']>[0]>(MAIL_JOB, (message) => transport.send(message), {
    retryLimit: 10,
    retryDelaySeconds: 30,
  });
  // A shopper who signed up with a mobile alone has no email (stored empty): there is nowhere to send.
  return { send: async (message) => (message.to ? jobs.send(MAIL_JOB, message) : undefined) };
}
