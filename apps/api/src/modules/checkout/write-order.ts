import type { PaymentMethod } from '@vastra/contract/orders';
import type { ShopSettings } from '@vastra/contract/settings';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import type { orderItems } from '../../db/schema/shopping';
import type { OrderRow } from '../orders';
import { PAYMENT_WINDOW_MS } from './settlement';

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
   * The shop's allowances per account, which `place_order` checks with the customer locked first:
   * open COD orders for cash on delivery, unpaid orders and the units they hold for online payment.
   */
  allowances: Pick<
    ShopSettings,
    'codMaxOpenOrders' | 'codMaxOpenValue' | 'onlineMaxUnpaidOrders' | 'onlineMaxHeldUnits'
  >;
  /** A COD order the shopper must confirm by then (written AWAITING); null: none asked. */
  codConfirmBy: Date | null;
}

export type WrittenOrder =
  | { placed: true; order: OrderRow; lines: (typeof orderItems.$inferSelect)[] }
  /** The first line (by variant id) whose units could not be had: nothing was written. */
  | { placed: false; shortVariantId: string }
  /** One more cash-on-delivery order would pass the allowance (their number or value): nothing was written. */
  | { placed: false; openCodOrders: number }
  /** One more unpaid online order would pass the allowance of waiting orders: nothing was written. */
  | { placed: false; unpaidOnlineOrders: number }
  /** The customer's unpaid orders with this one would hold too many units of a variant: nothing was written. */
  | { placed: false; heldVariantId: string; heldUnits: number }
  /** Cash on delivery, and an order placed meanwhile emptied the cart: nothing was written. */
  | { placed: false; cartEmptied: true };

interface Outcome extends Partial<Omit<OrderRow, 'orderDate'>> {
  shortVariantId: string | null;
  /** The customer's open COD orders, when one more was refused. */
  openCodOrders: number | null;
  /** The customer's unpaid online orders, when one more was refused. */
  unpaidOnlineOrders: number | null;
  /** The variant of which the customer's unpaid orders would hold too many, and how many they hold. */
  heldVariantId: string | null;
  heldUnits: number | null;
  cartEmptied: boolean;
  lines: (typeof orderItems.$inferSelect)[] | null;
}

/**
 * Places an order in one call of `place_order` (migration 0021, where its statement and steps are
 * described; 0025, which adds the online allowance; 0032, which writes a COD order AWAITING
 * confirmation; 0034, which counts a draft's variants as not live; 0037, which adds the shop's COD
 * fee to a cash-on-delivery order), so it is all or nothing without a transaction of many round
 * trips: the customer is locked first (for their allowance of open COD
 * orders, or of unpaid online orders and the units these hold), then the variants; only if every line
 * can be had are the units taken, the lines priced at the prices read under the lock, and the order,
 * its lines, its first status and its payment (online) written, or the cart emptied (cash on
 * delivery). Returns the order as written, its lines in the order an Order shows them, or why nothing
 * was written: an allowance, the emptied cart, else the variant that ran short.
 */
export async function writeOrder(db: Db | Tx, order: NewOrder): Promise<WrittenOrder> {
  const { shipTo, lines, now, allowances, codConfirmBy, ...orderFields } = order;
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
    codMaxOpenOrders: allowances.codMaxOpenOrders,
    codMaxOpenValue: allowances.codMaxOpenValue,
    onlineMaxUnpaidOrders: allowances.onlineMaxUnpaidOrders,
    onlineMaxHeldUnits: allowances.onlineMaxHeldUnits,
    codConfirmBy: codConfirmBy?.toISOString() ?? null,
  };
  const [row] = await placeOrderCall(db, { placing: JSON.stringify(placing) });
  const outcome = row?.outcome;
  if (outcome && outcome.openCodOrders !== null)
    return { placed: false, openCodOrders: outcome.openCodOrders };
  if (outcome && outcome.unpaidOnlineOrders !== null)
    return { placed: false, unpaidOnlineOrders: outcome.unpaidOnlineOrders };
  if (outcome?.heldVariantId)
    return { placed: false, heldVariantId: outcome.heldVariantId, heldUnits: outcome.heldUnits ?? 0 };
  if (outcome?.cartEmptied) return { placed: false, cartEmptied: true };
  if (outcome?.shortVariantId) return { placed: false, shortVariantId: outcome.shortVariantId };
  if (!outcome?.id || !outcome.lines) throw new Error('place_order wrote no order');
  // order_date is the `now` written above.
  const {
    shortVariantId,
    openCodOrders,
    unpaidOnlineOrders,
    heldVariantId,
    heldUnits,
    cartEmptied,
    lines: written,
    ...placed
  } = outcome;
  return {
    placed: true,
    // place_order leaves store_credit_used at 0: the store credit step sets it afterwards.
    order: {
      ...(placed as Omit<OrderRow, 'orderDate' | 'storeCreditUsed'>),
      storeCreditUsed: '0',
      orderDate: now,
    },
    lines: written,
  };
}

/**
 * What `place_order` is given: the order's fields and the address fields the order snapshots, under
 * the names they have here, and the lines (`wanted`) with the names the order keeps.
 */
type PlaceOrderCall = Omit<NewOrder, 'shipTo' | 'lines' | 'now' | 'allowances' | 'codConfirmBy'> &
  NewOrder['allowances'] &
  ShippingSnapshot & {
    wanted: Record<string, string | number>[];
    now: string;
    expiresAt: string;
    online: boolean;
    codConfirmBy: string | null;
  };

const placeOrderCall = namedStatement<{ outcome: Outcome | null }, { placing: string }>(
  'place_order',
  () => sql`select place_order(${sql.placeholder('placing')}::jsonb) as outcome`,
);
