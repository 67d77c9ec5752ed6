export { createJobQueue } from './create-job-queue';
export type { JobQueue } from './job-queue';
export { queuedMailer } from './queued-mail';
