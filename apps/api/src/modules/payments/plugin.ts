import fp from 'fastify-plugin';
import { shopContext } from '../orders/context';
import { createPaymentProvider } from './provider';
import { expireUnpaidPayments } from './settlement';

const EXPIRY_JOB = 'payments-expire-unpaid';

/**
 * Gives the whole app its payment provider (app.paymentProvider) and, while the server runs, sweeps
 * unpaid online orders past their 30 minutes every PAYMENT_SWEEP_SECONDS (a minute by default).
 */
export const paymentsPlugin = fp(
  async (app) => {
    app.decorate('paymentProvider', createPaymentProvider(app.config, app.db));
    if (app.config.production && app.paymentProvider.name === 'simulator') {
      const bar = '!'.repeat(78);
      app.log.warn(
        `\n${bar}\n  TEST PAYMENTS: ALLOW_TEST_PAYMENTS=true in production. Online orders are "paid" through the\n  simulator and no money moves; anyone can mark them paid. Admin screens mark them TEST PAYMENT.\n${bar}`,
      );
    }

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
  { name: 'payments' },
);
