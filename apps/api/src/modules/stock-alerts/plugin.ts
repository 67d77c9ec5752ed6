import fp from 'fastify-plugin';
import { tellShoppersBackInStock } from './sweep';

const SWEEP_JOB = 'back-in-stock-sweep';

/**
 * While the server runs, tells shoppers their sold-out variant is back every STOCK_ALERT_SWEEP_SECONDS
 * (a minute by default), once across all processes.
 */
export const backInStockSweep = fp(
  async (app) => {
    app.jobs.define(
      SWEEP_JOB,
      async () => {
        const told = await tellShoppersBackInStock(app);
        if (told > 0) app.log.info({ told }, 'shoppers told their size is back in stock');
      },
      // The next period sweeps again whatever this one left.
      { retryLimit: 0, retryDelaySeconds: 0 },
    );
    app.jobs.every(SWEEP_JOB, app.config.stockAlertSweepSeconds);
  },
  { name: 'back-in-stock-sweep', dependencies: ['messaging'] },
);
