import fp from 'fastify-plugin';
import { createPaymentProvider } from './provider';

/** Gives the whole app its payment provider (app.paymentProvider), the one PAYMENT_PROVIDER names. */
export const paymentsPlugin = fp(
  async (app) => {
    app.decorate('paymentProvider', createPaymentProvider(app.config, app.db));
    if (app.config.production && app.paymentProvider.name === 'simulator') {
      const bar = '!'.repeat(78);
      app.log.warn(
        `\n${bar}\n  TEST PAYMENTS: ALLOW_TEST_PAYMENTS=true in production. Online orders are "paid" through the\n  simulator and no money moves; anyone can mark them paid. Admin screens mark them TEST PAYMENT.\n${bar}`,
      );
    }
  },
  { name: 'payments' },
);
