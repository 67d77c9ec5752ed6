import type { returnBody } from '@vastra/contract/returns';
import type { RefundDestination } from '@vastra/contract/store-credit';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { productVariants } from '../../db/schema/catalogue';
import { returnItems, returnStatusHistory, returns } from '../../db/schema/returns';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/shopping';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { fromPaise, type Paise, toPaise } from '../../lib/money';
import { returnWindowEnd, variantStock } from '../orders';
import { getShopSettings } from '../settings';
import { type EarlierReturns, refundFor } from './refund-amounts';
import { returnWindowRefusal } from './return-window';

export type ReturnInput = z.output<typeof returnBody>;
type ItemInput = ReturnInput['items'][number];

export const EXCHANGE_NEEDS_VARIANT = 'Choose the size or colour you would like instead.';
export const RETURN_HAS_NO_VARIANT =
  'A return is refunded, not exchanged: leave out the size or colour to send instead.';
export const EXCHANGE_SAME_PRODUCT = 'An exchange is for another size or colour of the same product.';
export const EXCHANGE_SAME_VARIANT = 'Choose a different size or colour from the one you have.';
export const NOT_IN_ORDER = 'This item is not part of this order.';
export const REFUND_TO_CREDIT_ONLY =
  'This order was paid partly with store credit, so its refund goes to store credit.';

type OrderLine = typeof orderItems.$inferSelect;

/**
 * A shopper asks to return or exchange units of their delivered order, within the shop's window.
 * The order's row is locked first, so that requests for the same order queue and each counts the
 * units asked for before it: the units of a line in requests not rejected never exceed those bought.
 * An exchange must be another variant of the same product, in stock now (its units are set aside
 * when the request is approved). Returns the new request's id.
 */
export async function requestReturn(
  tx: Tx,
  userId: string,
  orderId: string,
  input: ReturnInput,
  now: Date,
): Promise<string> {
  const [order] = await tx
    .select({
      deliveryStatus: orders.deliveryStatus,
      paymentMethod: orders.paymentMethod,
      storeCreditUsed: orders.storeCreditUsed,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound('Order not found.');
  const refundTo = refundDestinationFor(order, input.refundTo);
  const { returnWindowDays } = await getShopSettings(tx);
  const history = await tx
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  const windowEnd = returnWindowEnd(order.deliveryStatus, history, returnWindowDays);
  const refusal = returnWindowRefusal(order.deliveryStatus, windowEnd, returnWindowDays, now);
  if (refusal) throw refusal;

  const lines = new Map(
    (await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((line) => [
      line.id,
      line,
    ]),
  );
  const earlier = await earlierReturns(tx, orderId);
  checkItems(input.items, lines, earlier);
  await checkExchanges(tx, input.items, lines);

  const [request] = await tx
    .insert(returns)
    .values({ orderId, userId, status: 'REQUESTED', refundTo, createdAt: now, updatedAt: now })
    .returning({ id: returns.id });
  if (!request) throw new Error('the return request was not written');
  const refunded = new Map<string, EarlierReturns>();
  await tx.insert(returnItems).values(
    input.items.map((item) => {
      const line = lines.get(item.orderItemId) as OrderLine;
      let refundAmount: string | null = null;
      if (item.type === 'RETURN') {
        const before = refunded.get(line.id) ?? earlier.get(line.id)?.money ?? { units: 0, refunded: 0 };
        const amount = refundFor({ paid: paidFor(line), quantity: line.quantity }, before, item.quantity);
        refunded.set(line.id, { units: before.units + item.quantity, refunded: before.refunded + amount });
        refundAmount = fromPaise(amount);
      }
      return {
        returnId: request.id,
        orderItemId: item.orderItemId,
        quantity: item.quantity,
        type: item.type,
        reason: item.reason,
        exchangeVariantId: item.type === 'EXCHANGE' ? item.exchangeVariantId : null,
        refundAmount,
      };
    }),
  );
  await tx.insert(returnStatusHistory).values({ returnId: request.id, status: 'REQUESTED', at: now });
  return request.id;
}

/**
 * Where the refund goes: as asked, else store credit for cash on delivery (no manual refund to
 * arrange) and for an order paid with store credit, else back to the online payment. An order paid
 * partly with store credit is refunded to store credit only (400 otherwise): the provider took less
 * than the order's lines are refunded.
 */
function refundDestinationFor(
  order: { paymentMethod: string; storeCreditUsed: string },
  asked: RefundDestination | undefined,
): RefundDestination {
  const paidWithCredit = toPaise(order.storeCreditUsed) > 0;
  if (asked === 'ORIGINAL' && paidWithCredit) throw fieldError('refundTo', REFUND_TO_CREDIT_ONLY);
  if (asked) return asked;
  return order.paymentMethod === 'COD' || paidWithCredit ? 'STORE_CREDIT' : 'ORIGINAL';
}

/** What a line's units were paid in all, after its share of the order's discount. */
function paidFor(line: OrderLine): Paise {
  return toPaise(line.priceAtPurchase) * line.quantity - toPaise(line.discount);
}

interface LineReturns {
  /** Units in requests not rejected, returns and exchanges alike. */
  units: number;
  /** Their RETURN units and what those are refunded. */
  money: EarlierReturns;
}

/** Per order line, what the order's requests that were not rejected already ask back. */
async function earlierReturns(tx: Tx, orderId: string): Promise<Map<string, LineReturns>> {
  const rows = await tx
    .select({
      orderItemId: returnItems.orderItemId,
      units: sql<number>`sum(${returnItems.quantity})::int`,
      returnUnits: sql<number>`(sum(${returnItems.quantity}) filter (where ${returnItems.type} = 'RETURN'))::int`,
      refunded: sql<string | null>`sum(${returnItems.refundAmount})`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'REJECTED')))
    .groupBy(returnItems.orderItemId);
  return new Map(
    rows.map((row) => [
      row.orderItemId,
      {
        units: Number(row.units),
        money: {
          units: Number(row.returnUnits ?? 0),
          refunded: row.refunded === null ? 0 : toPaise(row.refunded),
        },
      },
    ]),
  );
}

/**
 * Each item names a line of this order, the fields its type needs, and no more units than are left
 * to return on its line (the same line twice in one request counts together): a 400 naming every
 * item's problem.
 */
function checkItems(items: ItemInput[], lines: Map<string, OrderLine>, earlier: Map<string, LineReturns>) {
  const errors: Record<string, string> = {};
  const asked = new Map<string, number>();
  items.forEach((item, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    const line = lines.get(item.orderItemId);
    if (!line) {
      errors[field('orderItemId')] = NOT_IN_ORDER;
      return;
    }
    if (item.type === 'EXCHANGE' && !item.exchangeVariantId) {
      errors[field('exchangeVariantId')] = EXCHANGE_NEEDS_VARIANT;
    }
    if (item.type === 'RETURN' && item.exchangeVariantId) {
      errors[field('exchangeVariantId')] = RETURN_HAS_NO_VARIANT;
    }
    const before = (earlier.get(line.id)?.units ?? 0) + (asked.get(line.id) ?? 0);
    asked.set(line.id, (asked.get(line.id) ?? 0) + item.quantity);
    if (before + item.quantity > line.quantity) {
      const left = Math.max(line.quantity - before, 0);
      errors[field('quantity')] =
        left === 0
          ? 'This item has already been asked back in full.'
          : `Only ${left} more of this item can be returned.`;
    }
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Each exchange names another variant of the ordered product (400), live and in stock for all the
 * units the request exchanges for it (409, as the shopper would read it on the product page).
 */
async function checkExchanges(tx: Tx, items: ItemInput[], lines: Map<string, OrderLine>) {
  const exchanges = items.flatMap((item, index) =>
    item.type === 'EXCHANGE' && item.exchangeVariantId
      ? [{ index, item, variantId: item.exchangeVariantId, line: lines.get(item.orderItemId) as OrderLine }]
      : [],
  );
  if (exchanges.length === 0) return;
  const variants = new Map(
    (
      await variantStock(
        tx,
        inArray(
          productVariants.id,
          exchanges.map((exchange) => exchange.variantId),
        ),
      )
    ).map((variant) => [variant.id, variant]),
  );
  const errors: Record<string, string> = {};
  const wanted = new Map<string, number>();
  for (const { index, item, variantId, line } of exchanges) {
    const field = `items.${index}.exchangeVariantId`;
    const variant = variants.get(variantId);
    if (!variant || variant.productId !== line.productId) errors[field] = EXCHANGE_SAME_PRODUCT;
    else if (variant.id === line.productVariantId) errors[field] = EXCHANGE_SAME_VARIANT;
    wanted.set(variantId, (wanted.get(variantId) ?? 0) + item.quantity);
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  for (const { index, variantId } of exchanges) {
    const variant = variants.get(variantId);
    const units = wanted.get(variantId) ?? 0;
    if (!variant || (!variant.gone && variant.stock >= units)) continue;
    const name = `size ${variant.size} in ${variant.color}`;
    const message = variant.gone
      ? `Size ${variant.size} in ${variant.color} is no longer available.`
      : variant.stock === 0
        ? `Size ${variant.size} in ${variant.color} is out of stock.`
        : `Only ${variant.stock} left in ${name}.`;
    throw conflict(message, { [`items.${index}.exchangeVariantId`]: message });
  }
}
