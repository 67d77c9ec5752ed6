import { COD_NOT_ASKED, COD_NOT_WAITING, type CodAnswer } from '@vastra/contract/cod-confirmation';
import type { codAnswerWays } from '@vastra/contract/statuses';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import { conflict, notFound } from '../../lib/errors';
import { mailStatusChange, markCanceled, type ShopContext } from '../orders';

export type CodAnswerWay = (typeof codAnswerWays)[number];

/** Who answered: the shopper (by link or WhatsApp) or a member of staff on the phone with them. */
export interface Answerer {
  via: Exclude<CodAnswerWay, 'EXPIRED'>;
  /** The account that answered, for the order's timeline; null when the shopper's link or button did. */
  userId: string | null;
}

/**
 * Records the answer to a cash-on-delivery order waiting for confirmation, the order locked first:
 * CONFIRM lets it be packed, DECLINE cancels it with its units back once. An order the shop never
 * asked about is a 409, so is one that has shipped or been cancelled; while it is pending a later
 * answer replaces an earlier one (a shopper may still cancel a pending order, as SPEC.md lets them).
 * The same answer twice changes nothing. Returns whether it changed.
 */
export async function answerCodOrder(
  ctx: ShopContext,
  orderId: string,
  answer: CodAnswer,
  by: Answerer,
  now = new Date(),
): Promise<boolean> {
  const wanted = answer === 'CONFIRM' ? 'CONFIRMED' : 'DECLINED';
  const changed = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ codConfirmation: orders.codConfirmation, deliveryStatus: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound('Order not found.');
    if (!order.codConfirmation) throw conflict(COD_NOT_ASKED);
    if (order.codConfirmation === wanted) return false;
    if (order.deliveryStatus !== 'PENDING') throw conflict(COD_NOT_WAITING);
    await tx
      .update(orders)
      .set({ codConfirmation: wanted, codAnsweredAt: now, codAnsweredVia: by.via, updatedAt: now })
      .where(eq(orders.id, orderId));
    if (wanted === 'DECLINED') await markCanceled(tx, orderId, by.userId);
    return true;
  });
  if (changed && wanted === 'DECLINED') mailStatusChange(ctx, orderId);
  return changed;
}
