import fp from 'fastify-plugin';
import { shopContext } from '../orders/context';
import { createPaymentProvider } from './provider';
import { expireUnpaidPayments } from './settlement';

const SWEEP_EVERY_MS = 60_000;

/**
 * Gives the whole app its payment provider (app.paymentProvider) and, while the server runs, sweeps
 * unpaid online orders past their 30 minutes every minute.
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

    let timer: NodeJS.Timeout | undefined;
    let sweeping = false;
    const sweep = async () => {
      if (sweeping) return;
      sweeping = true;
      try {
        const expired = await expireUnpaidPayments(shopContext(app), new Date());
        if (expired > 0) app.log.info({ expired }, 'unpaid online orders expired');
      } catch (error) {
        app.log.error({ err: error }, 'expiring unpaid orders failed');
      } finally {
        sweeping = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      // The sweeper alone must not keep the process (or a test run) alive.
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'payments' },
);
