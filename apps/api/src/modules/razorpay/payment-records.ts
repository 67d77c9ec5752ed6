import type { PaymentStatus } from '@vastra/contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';

/** A Razorpay payment as the shop keeps it, with what its checkout page shows of the order and shopper. */
export interface KeptPayment {
  merchantTransactionId: string;
  orderId: string;
  amount: string;
  status: PaymentStatus;
  providerOrderId: string | null;
  expiresAt: Date;
  shopper: { name: string; email: string; contact: string | null };
}

const keptPayment = {
  merchantTransactionId: payments.id,
  orderId: payments.orderId,
  amount: payments.amount,
  status: payments.status,
  providerOrderId: payments.providerOrderId,
  expiresAt: payments.expiresAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  orderPhone: orders.phone,
  mobile: users.mobile,
};

async function findKept(db: Db, where: ReturnType<typeof eq>): Promise<KeptPayment | undefined> {
  const [row] = await db
    .select(keptPayment)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(where, eq(payments.provider, 'razorpay')));
  if (!row) return undefined;
  const { firstName, lastName, email, orderPhone, mobile, ...payment } = row;
  return {
    ...payment,
    shopper: { name: `${firstName} ${lastName}`.trim(), email, contact: orderPhone ?? mobile ?? null },
  };
}

/** Our Razorpay payment with this merchantTransactionId (already known to be a UUID). */
export const paymentById = (db: Db, merchantTransactionId: string) =>
  findKept(db, eq(payments.id, merchantTransactionId));

/** Our payment that Razorpay's order `providerOrderId` is for. */
export const paymentByRazorpayOrder = (db: Db, providerOrderId: string) =>
  findKept(db, eq(payments.providerOrderId, providerOrderId));

/**
 * Keeps the Razorpay order created for a payment that had none; when another request kept one
 * first, that one stands and is returned.
 */
export async function keepRazorpayOrder(
  db: Db,
  merchantTransactionId: string,
  providerOrderId: string,
): Promise<string> {
  const [kept] = await db
    .update(payments)
    .set({ providerOrderId, updatedAt: new Date() })
    .where(and(eq(payments.id, merchantTransactionId), isNull(payments.providerOrderId)))
    .returning({ providerOrderId: payments.providerOrderId });
  if (kept?.providerOrderId) return kept.providerOrderId;
  const [earlier] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(eq(payments.id, merchantTransactionId));
  return earlier?.providerOrderId ?? providerOrderId;
}
