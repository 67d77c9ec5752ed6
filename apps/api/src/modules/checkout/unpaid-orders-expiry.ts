import fp from 'fastify-plugin';
import { shopContext } from '../orders';
import { expireUnpaidPayments } from './provider-report';

const EXPIRY_JOB = 'payments-expire-unpaid';

/**
 * While the server runs, sweeps unpaid online orders past their 30 minutes every PAYMENT_SWEEP_SECONDS
 * (a minute by default).
 */
export const unpaidOrdersExpiry = fp(
  async (app) => {
    // A job, so that it runs once per period across all processes, not in each of them.
    app.jobs.define(
      EXPIRY_JOB,
      async () => {
        const expired = await expireUnpaidPayments(shopContext(app), new Date());
        if (expired > 0) app.log.info({ expired }, 'unpaid online orders expired');
      },
      { retryLimit: 0, retryDelaySeconds: 0 },
    );
    app.jobs.every(EXPIRY_JOB, app.config.paymentSweepSeconds);
  },
  { name: 'unpaid-orders-expiry', dependencies: ['payments'] },
);
