import { z } from 'zod';
import { isoDateTime, money, uuid } from './common';
import { deliveryStatus } from './orders';
import { codConfirmationStates } from './statuses';

/** The shopper's (or, on the phone, the shop's) answer to "do you still want this COD order?". */
export const codAnswers = ['CONFIRM', 'DECLINE'] as const;
export const codAnswerBody = z.object({
  answer: z.enum(codAnswers, { error: 'Answer must be CONFIRM or DECLINE.' }),
});
export type CodAnswer = z.infer<typeof codAnswerBody>['answer'];

/**
 * GET and POST /cod-confirmations/{token}: what the confirmation page shows of the order its signed
 * link names, and nothing more (the link needs no sign-in): its number, total (and the COD fee in it), lines and town.
 */
export const codConfirmationView = z.object({
  orderId: uuid,
  orderNumber: z.string(),
  orderTotal: money,
  /** The COD fee within orderTotal ("0.00" when none); optional for older clients. */
  codFee: money.optional(),
  /** Paid from store credit ("0.00" when none): the courier collects orderTotal minus this. Optional for older clients. */
  storeCreditUsed: money.optional(),
  items: z.array(
    z.object({ name: z.string(), color: z.string(), size: z.string(), quantity: z.number().int() }),
  ),
  city: z.string(),
  deliveryStatus,
  codConfirmation: z.enum(codConfirmationStates),
  /** When an unanswered order is cancelled. */
  confirmBy: isoDateTime.nullable(),
});
export type CodConfirmationView = z.infer<typeof codConfirmationView>;

/** A link the shop did not sign, or whose order is gone. */
export const COD_LINK_INVALID = 'This confirmation link is not valid.';
/** An answer to an order that has shipped or been cancelled. */
export const COD_NOT_WAITING = 'This order is no longer waiting for confirmation.';
/** An answer to an order the shop never asked about (paid online, or placed with confirmation off). */
export const COD_NOT_ASKED = 'This order does not need a confirmation.';
/** PUT /orders/{id}/status and booking a parcel: the shopper has not confirmed yet. */
export const COD_AWAITING_CONFIRMATION =
  'This cash on delivery order is waiting for the shopper to confirm it. Confirm it with them first.';
/** Checkout and POST /orders/place: more of the customer's COD parcels came back than the shop allows. */
export const COD_OFF_AFTER_RETURNS =
  'Cash on delivery is not available for your account because earlier parcels were returned. Please pay online.';
