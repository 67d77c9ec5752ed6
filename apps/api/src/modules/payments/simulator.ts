import { simulatorOutcomeBody } from '@vastra/contract/payments';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/shopping';
import { badRequest } from '../../lib/errors';
import type { PaymentProvider } from './payment-provider';

/**
 * A stand-in payment service for development and demos: a page on this server with Pay and Decline.
 * Its record of a payment is the payment row itself, so it survives restarts and works across
 * several API processes.
 */
export function createSimulator(publicUrl: string, db: Db): PaymentProvider {
  return {
    name: 'simulator',
    movesMoney: false,

    async createPayment(payment) {
      return { redirectUrl: `${publicUrl}/api/payments/simulator/${payment.merchantTransactionId}` };
    },

    async checkStatus({ merchantTransactionId }) {
      const [payment] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, merchantTransactionId));
      return { state: payment?.status ?? 'PENDING' };
    },

    // No money moved, so none goes back: the refund row the shop writes with it is the simulator's record.
    async refund() {
      return 'COMPLETED';
    },

    async refundStatus() {
      return 'COMPLETED';
    },

    // The simulator's "callback" is its own form post: { merchantTransactionId, outcome }.
    verifyCallback(_headers, body) {
      const { merchantTransactionId, ...form } = (body ?? {}) as { merchantTransactionId?: string };
      const parsed = simulatorOutcomeBody.safeParse(form);
      if (!parsed.success || !merchantTransactionId) throw badRequest('Outcome must be SUCCESS or FAILURE.');
      return {
        merchantTransactionId,
        state: parsed.data.outcome === 'SUCCESS' ? 'COMPLETED' : 'FAILED',
      };
    },
  };
}
