import { COD_LINK_INVALID, COD_NOT_ASKED, type CodConfirmationView } from '@vastra/contract/cod-confirmation';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/shopping';
import { conflict, notFound } from '../../lib/errors';
import { fromPaise, toPaise } from '../../lib/money';

/** What the confirmation page shows of an order: a 404 for one that is gone, a 409 for one never asked about. */
export async function codConfirmationView(db: Db, orderId: string): Promise<CodConfirmationView> {
  const [order] = await db
    .select({
      orderTotal: orders.orderTotal,
      codFee: orders.codFee,
      storeCreditUsed: orders.storeCreditUsed,
      city: orders.city,
      deliveryStatus: orders.deliveryStatus,
      codConfirmation: orders.codConfirmation,
      codConfirmBy: orders.codConfirmBy,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(COD_LINK_INVALID);
  if (!order.codConfirmation) throw conflict(COD_NOT_ASKED);
  const items = await db
    .select({
      name: orderItems.productName,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return {
    orderId,
    orderNumber: `#${orderId.slice(0, 8)}`,
    orderTotal: fromPaise(toPaise(order.orderTotal)),
    codFee: fromPaise(toPaise(order.codFee)),
    storeCreditUsed: fromPaise(toPaise(order.storeCreditUsed)),
    items,
    city: order.city,
    deliveryStatus: order.deliveryStatus,
    codConfirmation: order.codConfirmation,
    confirmBy: order.codConfirmBy?.toISOString() ?? null,
  };
}
