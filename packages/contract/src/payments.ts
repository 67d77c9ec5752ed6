import { z } from 'zod';
import { uuid } from './common';
import { paymentStatus } from './orders';

export const merchantTransactionParams = z.object({ merchantTransactionId: uuid });

/** GET /orders/payment/verify-and-update/{merchantTransactionId} */
export const paymentVerification = z.object({
  status: paymentStatus,
  order: z.object({ id: uuid }),
});
export type PaymentVerification = z.infer<typeof paymentVerification>;

/** The simulator's form: the shopper pressed Pay or Decline. */
export const simulatorOutcomeBody = z.object({
  outcome: z.enum(['SUCCESS', 'FAILURE'], { error: 'Outcome must be SUCCESS or FAILURE.' }),
});
export type SimulatorOutcomeBody = z.infer<typeof simulatorOutcomeBody>;

/**
 * PhonePe's webhook body (checkout.order.completed / checkout.order.failed). Read loosely, as
 * PhonePe asks: only payload.merchantOrderId, payload.state and payload.amount matter.
 */
export const phonePeCallbackBody = z.looseObject({
  event: z.string().optional(),
  payload: z.looseObject({
    merchantOrderId: z.string(),
    state: z.string(),
    amount: z.number().optional(),
  }),
});
export type PhonePeCallbackBody = z.infer<typeof phonePeCallbackBody>;
