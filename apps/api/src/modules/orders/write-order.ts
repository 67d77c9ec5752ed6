import type { PaymentMethod } from '@vastra/contract/orders';
import type { ShopSettings } from '@vastra/contract/settings';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import type { orderItems } from '../../db/schema/shopping';
import { PAYMENT_WINDOW_MS } from '../payments/settlement';
import type { OrderRow } from './order-view';

/** A cart line to order: the variant and how many, with the names the order keeps. */
export interface OrderLine {
  productVariantId: string;
  quantity: number;
  productId: string;
  productName: string;
  color: string;
  size: string;
}

/** Where and to whom an order goes, as the order keeps it: later address edits never reach it. */
export interface ShippingSnapshot {
  /** The saved address it was taken from. */
  addressId: string;
  fullName: string | null;
  /** Null when neither the address nor the account had a mobile number. */
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
}

export interface NewOrder {
  orderId: string;
  userId: string;
  paymentMethod: PaymentMethod;
  /** The online payment's id (also its row's id); null for cash on delivery. */
  merchantTransactionId: string | null;
  idempotencyKey: string | null;
  provider: string;
  shipTo: ShippingSnapshot;
  lines: OrderLine[];
  now: Date;
  /**
   * The shop's allowance of open COD orders per account, which `place_order` checks for cash on
   * delivery, with the customer locked first.
   */
  codLimits: Pick<ShopSettings, 'codMaxOpenOrders' | 'codMaxOpenValue'>;
}

export type WrittenOrder =
  | { placed: true; order: OrderRow; lines: (typeof orderItems.$inferSelect)[] }
  /** The first line (by variant id) whose units could not be had: nothing was written. */
  | { placed: false; shortVariantId: string }
  /** One more cash-on-delivery order would pass the allowance (their number or value): nothing was written. */
  | { placed: false; openCodOrders: number }
  /** Cash on delivery, and an order placed meanwhile emptied the cart: nothing was written. */
  | { placed: false; cartEmptied: true };

interface Outcome extends Partial<Omit<OrderRow, 'orderDate'>> {
  shortVariantId: string | null;
  /** The customer's open COD orders, when one more was refused. */
  openCodOrders: number | null;
  cartEmptied: boolean;
  lines: (typeof orderItems.$inferSelect)[] | null;
}

/**
 * Places an order in one call of `place_order` (migration 0021, where its statement and steps are
 * described), so it is all or nothing without a transaction of many round trips: for cash on
 * delivery the customer is locked first (for their allowance of open COD orders), then the variants;
 * only if every line can be had are the units taken, the lines priced at the prices read under the
 * lock, and the order, its lines, its first status and its payment (online) written, or the cart
 * emptied (cash on delivery). Returns the order as written, its lines in the order an Order shows
 * them, or why nothing was written: the allowance, the emptied cart, else the variant that ran short.
 */
export async function writeOrder(db: Db | Tx, order: NewOrder): Promise<WrittenOrder> {
  const { shipTo, lines, now, codLimits, ...orderFields } = order;
  const wanted = lines.map((line) => ({
    variant_id: line.productVariantId,
    quantity: line.quantity,
    product_id: line.productId,
    product_name: line.productName,
    color: line.color,
    size: line.size,
  }));
  const placing: PlaceOrderCall = {
    ...orderFields,
    ...shipTo,
    wanted,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString(),
    online: order.merchantTransactionId !== null,
    codMaxOpenOrders: codLimits.codMaxOpenOrders,
    codMaxOpenValue: codLimits.codMaxOpenValue,
  };
  const [row] = await placeOrderCall(db, { placing: JSON.stringify(placing) });
  const outcome = row?.outcome;
  if (outcome && outcome.openCodOrders !== null)
    return { placed: false, openCodOrders: outcome.openCodOrders };
  if (outcome?.cartEmptied) return { placed: false, cartEmptied: true };
  if (outcome?.shortVariantId) return { placed: false, shortVariantId: outcome.shortVariantId };
  if (!outcome?.id || !outcome.lines) throw new Error('place_order wrote no order');
  // order_date is the `now` written above.
  const { shortVariantId, openCodOrders, cartEmptied, lines: written, ...placed } = outcome;
  return {
    placed: true,
    order: { ...(placed as Omit<OrderRow, 'orderDate'>), orderDate: now },
    lines: written,
  };
}

/**
 * What `place_order` is given: the order's fields and the address fields the order snapshots, under
 * the names they have here, and the lines (`wanted`) with the names the order keeps.
 */
type PlaceOrderCall = Omit<NewOrder, 'shipTo' | 'lines' | 'now' | 'codLimits'> &
  NewOrder['codLimits'] &
  ShippingSnapshot & {
    wanted: Record<string, string | number>[];
    now: string;
    expiresAt: string;
    online: boolean;
  };

const placeOrderCall = namedStatement<{ outcome: Outcome | null }, { placing: string }>(
  'place_order',
  () => sql`select place_order(${sql.placeholder('placing')}::jsonb) as outcome`,
);
