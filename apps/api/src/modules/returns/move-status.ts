import { RETURN_STATUS_MOVES, type ReturnStatus } from '@vastra/contract/returns';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { returnStatusHistory, returns } from '../../db/schema/returns';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { ShopContext } from '../orders';
import { refundRequest } from './refund';
import { holdExchangeUnits, releaseExchangeUnits, requestUnits, restockReturnedUnits } from './return-stock';

export const REJECTION_NEEDS_NOTE = 'Add a note saying why the request is rejected.';
export const ONLY_EXCHANGES =
  'This request only exchanges items: send the exchange (EXCHANGED) instead of a refund.';
export const RETURNS_FOR_MONEY =
  'This request returns items for a refund: refund it (REFUNDED), and its exchanges are sent with it.';

const FINAL: Partial<Record<ReturnStatus, string>> = {
  REJECTED: 'A rejected request cannot change.',
  REFUNDED: 'A refunded request cannot change.',
  EXCHANGED: 'An exchanged request cannot change.',
};
const NEXT: Partial<Record<ReturnStatus, string>> = {
  REQUESTED: 'A new request can only be approved or rejected.',
  APPROVED: 'An approved request can only be marked received or rejected.',
  RECEIVED: 'A received request can only be refunded or exchanged.',
};
const ALREADY: Partial<Record<ReturnStatus, string>> = {
  APPROVED: 'This request is already approved.',
  RECEIVED: 'This request is already marked received.',
};

/** The 409's sentence for a move RETURN_STATUS_MOVES does not allow. */
function moveRefusal(from: ReturnStatus, to: ReturnStatus): string {
  return (
    FINAL[from] ?? (from === to ? ALREADY[from] : undefined) ?? NEXT[from] ?? 'This move is not allowed.'
  );
}

/**
 * An admin moves a request on, in one transaction that first locks the request's row and checks its
 * status there, so that two admins clicking at once move it once (the second gets a 409). Stock
 * changes exactly once with the move that causes it: approving sets the exchange's units aside,
 * rejecting an approved request puts them back, receiving puts the returned units back on sale.
 * A request with anything returned for money ends REFUNDED (its exchanges, if any, are sent with the
 * refund); one that only exchanges ends EXCHANGED.
 */
export async function moveReturnStatus(
  ctx: ShopContext,
  tx: Tx,
  move: { returnId: string; status: ReturnStatus; note: string | null; adminId: string },
  now: Date,
): Promise<void> {
  const [request] = await tx
    .select({ status: returns.status, orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, move.returnId))
    .for('update');
  if (!request) throw notFound('Return request not found.');
  if (!RETURN_STATUS_MOVES[request.status].includes(move.status)) {
    throw conflict(moveRefusal(request.status, move.status));
  }
  if (move.status === 'REJECTED' && !move.note) throw fieldError('note', REJECTION_NEEDS_NOTE);

  const units = await requestUnits(tx, move.returnId);
  if (move.status === 'APPROVED') await holdExchangeUnits(tx, units.exchanged);
  if (move.status === 'REJECTED' && request.status === 'APPROVED') {
    await releaseExchangeUnits(tx, units.exchanged);
  }
  if (move.status === 'RECEIVED') await restockReturnedUnits(tx, units.returned);
  if (move.status === 'EXCHANGED' && units.refundsMoney) throw conflict(RETURNS_FOR_MONEY);
  if (move.status === 'REFUNDED') {
    if (!units.refundsMoney) throw conflict(ONLY_EXCHANGES);
    await refundRequest(ctx, tx, { returnId: move.returnId, orderId: request.orderId, note: move.note }, now);
  }

  await tx.update(returns).set({ status: move.status, updatedAt: now }).where(eq(returns.id, move.returnId));
  await tx.insert(returnStatusHistory).values({
    returnId: move.returnId,
    status: move.status,
    note: move.note,
    changedBy: move.adminId,
    at: now,
  });
}
