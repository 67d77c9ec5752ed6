import type { ReturnItem, ReturnRequest, ReturnStatusChange } from '@vastra/contract/returns';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { productVariants } from '../../db/schema/catalogue';
import { creditNotes, refunds, returnItems, returnStatusHistory, returns } from '../../db/schema/returns';
import { shipments } from '../../db/schema/shipping';
import { orderItems } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { fromPaise, toPaise } from '../../lib/money';
import { imagesByProduct, photosForColour } from '../catalogue';

export interface FindReturnsOptions {
  where?: SQL;
  limit?: number;
  offset?: number;
  /** Admin answers: each status change names who made it. */
  withChangedBy?: boolean;
}

const exchangeVariants = alias(productVariants, 'exchange_variants');

/**
 * Requests as docs/api.md's Return, newest first, in four queries however many there are: the requests
 * with their customers, refunds, credit notes and reverse pickups (at most one each), all their
 * items, their histories, and the products' current images.
 */
export async function findReturns(db: Db | Tx, options: FindReturnsOptions = {}): Promise<ReturnRequest[]> {
  let query = db
    .select({
      request: returns,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      refund: refunds,
      creditNoteNumber: creditNotes.number,
      pickup: { awb: shipments.awb, status: shipments.status },
    })
    .from(returns)
    .innerJoin(users, eq(users.id, returns.userId))
    .leftJoin(refunds, eq(refunds.returnId, returns.id))
    .leftJoin(creditNotes, eq(creditNotes.returnId, returns.id))
    .leftJoin(shipments, and(eq(shipments.returnId, returns.id), eq(shipments.kind, 'RETURN')))
    .where(options.where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.request.id);

  const items = await db
    .select({
      item: returnItems,
      line: {
        productId: orderItems.productId,
        productVariantId: orderItems.productVariantId,
        productName: orderItems.productName,
        color: orderItems.color,
        size: orderItems.size,
      },
      exchange: { id: exchangeVariants.id, color: exchangeVariants.color, size: exchangeVariants.size },
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .leftJoin(exchangeVariants, eq(exchangeVariants.id, returnItems.exchangeVariantId))
    .where(inArray(returnItems.returnId, ids))
    .orderBy(asc(orderItems.productName), asc(returnItems.id));
  const histories = await returnHistories(db, ids, options.withChangedBy ?? false);
  const images = await imagesByProduct(
    db,
    items.map(({ line }) => line.productId),
  );

  const itemsByReturn = new Map<string, ReturnItem[]>();
  for (const { item, line, exchange } of items) {
    const list = itemsByReturn.get(item.returnId) ?? [];
    list.push({
      id: item.id,
      orderItemId: item.orderItemId,
      quantity: item.quantity,
      type: item.type,
      reason: item.reason,
      product: {
        id: line.productId,
        name: line.productName,
        images: photosForColour(images.get(line.productId) ?? [], line.color),
        variant: { id: line.productVariantId, color: line.color, size: line.size },
      },
      exchangeVariant: exchange,
      refundAmount: item.refundAmount === null ? null : money(item.refundAmount),
    });
    itemsByReturn.set(item.returnId, list);
  }

  return rows.map(({ request, customer, refund, creditNoteNumber, pickup }) => {
    const requestItems = itemsByReturn.get(request.id) ?? [];
    const refundTotal = requestItems.reduce(
      (sum, item) => sum + (item.refundAmount === null ? 0 : toPaise(item.refundAmount)),
      0,
    );
    return {
      id: request.id,
      orderId: request.orderId,
      status: request.status,
      items: requestItems,
      createdAt: request.createdAt.toISOString(),
      history: histories.get(request.id) ?? [],
      customer,
      refundTotal: fromPaise(refundTotal),
      refundTo: request.refundTo,
      refund: refund
        ? {
            amount: money(refund.amount),
            method: refund.method,
            state: refund.state,
            reference: refund.reference,
            at: refund.createdAt.toISOString(),
          }
        : null,
      creditNoteNumber,
      pickup: pickup?.awb ? { awb: pickup.awb, status: pickup.status } : null,
    };
  });
}

/** One request, or undefined; with `userId`, only that customer's. */
export async function findReturn(
  db: Db | Tx,
  returnId: string,
  options: { userId?: string; withChangedBy?: boolean } = {},
): Promise<ReturnRequest | undefined> {
  const [found] = await findReturns(db, {
    where: and(eq(returns.id, returnId), options.userId ? eq(returns.userId, options.userId) : undefined),
    limit: 1,
    withChangedBy: options.withChangedBy,
  });
  return found;
}

/** The status changes of these requests, each one's oldest first; with who made them for admins. */
async function returnHistories(
  db: Db | Tx,
  ids: string[],
  withChangedBy: boolean,
): Promise<Map<string, ReturnStatusChange[]>> {
  const rows = await db
    .select({
      returnId: returnStatusHistory.returnId,
      status: returnStatusHistory.status,
      note: returnStatusHistory.note,
      at: returnStatusHistory.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(returnStatusHistory)
    .leftJoin(users, eq(users.id, returnStatusHistory.changedBy))
    .where(inArray(returnStatusHistory.returnId, ids))
    .orderBy(asc(returnStatusHistory.at), asc(returnStatusHistory.id));
  const byReturn = new Map<string, ReturnStatusChange[]>();
  for (const row of rows) {
    const change: ReturnStatusChange = { status: row.status, at: row.at.toISOString(), note: row.note };
    if (withChangedBy) change.changedBy = row.firstName ? `${row.firstName} ${row.lastName}` : null;
    const list = byReturn.get(row.returnId) ?? [];
    list.push(change);
    byReturn.set(row.returnId, list);
  }
  return byReturn;
}

const money = (value: string) => fromPaise(toPaise(value));
