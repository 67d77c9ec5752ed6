import { z } from 'zod';
import { isoDateTime, money, uuid } from './common';

/**
 * Store credit (docs/api.md "Store credit"): a ledger per customer that never goes below zero. Each
 * entry is signed: a refund into credit or a cancelled order's credit given back adds, paying for an
 * order takes away.
 */

/** Why an entry was written; each has the sentence the storefront shows. */
export const storeCreditReasons = ['RETURN_REFUND', 'ORDER_PAYMENT', 'ORDER_CANCELED'] as const;
export type StoreCreditReason = (typeof storeCreditReasons)[number];

/** Where a return's money goes: back the way the order was paid, or into store credit. */
export const refundDestinations = ['ORIGINAL', 'STORE_CREDIT'] as const;
export type RefundDestination = (typeof refundDestinations)[number];

export const storeCreditEntry = z.object({
  id: uuid,
  /** Signed: "-450.00" paid for an order, "1299.00" a refund or credit given back. */
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
  reason: z.enum(storeCreditReasons),
  orderId: uuid.nullable(),
  returnId: uuid.nullable(),
  at: isoDateTime,
});
export type StoreCreditEntry = z.infer<typeof storeCreditEntry>;

/** GET /store-credit: the balance and every entry, newest first. */
export const storeCredit = z.object({
  balance: money,
  entries: z.array(storeCreditEntry),
});
export type StoreCredit = z.infer<typeof storeCredit>;
