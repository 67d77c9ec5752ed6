import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { HttpError } from '../../lib/errors';
import { type CodConfirmations, shopContext } from '../orders';
import { answerCodOrder } from './answer';
import { askShopperToConfirm, CONFIRM_BUTTON, DECLINE_BUTTON } from './ask-shopper';
import { cancelUnconfirmedOrders } from './expiry';
import { orderOfCodToken } from './token';

const EXPIRY_JOB = 'cod-confirmation-expire';

declare module 'fastify' {
  interface FastifyInstance {
    codConfirmation: CodConfirmations;
  }
}

/**
 * Asks shoppers to confirm their cash-on-delivery orders, acts on their WhatsApp buttons, and
 * sweeps the orders left unanswered past the shop's hours (a job, once per period across processes).
 */
export const codConfirmationPlugin = fp(
  async (app) => {
    const keys = { secret: app.config.jwtSecret, whatsappLanguage: app.config.whatsappLanguage };
    app.decorate<CodConfirmations>('codConfirmation', {
      async askShopper(order) {
        if (order.codConfirmation !== 'AWAITING') return;
        await askShopperToConfirm(shopContext(app), keys, order);
      },
    });

    app.messaging.onButtonReply(async ({ from, payload }) => {
      const answer = payload.startsWith(CONFIRM_BUTTON)
        ? 'CONFIRM'
        : payload.startsWith(DECLINE_BUTTON)
          ? 'DECLINE'
          : null;
      if (!answer) return;
      const orderId = orderOfCodToken(keys.secret, payload.slice(payload.indexOf(':') + 1));
      // Only the number the question went to answers it.
      const [asked] = orderId
        ? await app.db
            .select({ mobile: users.mobile, mobileVerified: users.mobileVerified })
            .from(orders)
            .innerJoin(users, eq(users.id, orders.userId))
            .where(eq(orders.id, orderId))
        : [];
      if (!orderId || !asked?.mobileVerified || asked.mobile !== from) {
        app.log.warn({ from }, 'a COD confirmation button came from a number it was not sent to');
        return;
      }
      try {
        await answerCodOrder(shopContext(app), orderId, answer, { via: 'WHATSAPP', userId: null });
      } catch (error) {
        // An order that has shipped or been cancelled meanwhile: the press is too late, not worth a retry.
        if (!(error instanceof HttpError)) throw error;
        app.log.info(
          { orderId, answer, reason: error.message },
          'a late COD confirmation button was ignored',
        );
      }
    });

    app.jobs.define(
      EXPIRY_JOB,
      async () => {
        const cancelled = await cancelUnconfirmedOrders(shopContext(app), new Date());
        if (cancelled > 0) app.log.info({ cancelled }, 'unconfirmed cash-on-delivery orders cancelled');
      },
      { retryLimit: 0, retryDelaySeconds: 0 },
    );
    app.jobs.every(EXPIRY_JOB, app.config.paymentSweepSeconds);
  },
  { name: 'cod-confirmation', dependencies: ['messaging'] },
);
