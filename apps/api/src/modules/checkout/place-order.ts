import { randomUUID } from 'node:crypto';
import { COD_OFF_AFTER_RETURNS } from '@vastra/contract/cod-confirmation';
import { orderRecipient, type RecipientAccount } from '@vastra/contract/delivery-ready';
import { canonicalIndianState } from '@vastra/contract/indian-states';
import { COD_OFF_FOR_CUSTOMER } from '@vastra/contract/messages';
import type { PaymentMethod, PlacedOrder } from '@vastra/contract/orders';
import type { ShopSettings } from '@vastra/contract/settings';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/named-statement';
import { addresses } from '../../db/schema/accounts';
import { products, productVariants } from '../../db/schema/catalogue';
import { shopSettings } from '../../db/schema/settings';
import { cartItems, carts, orders, payments } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { checkSessionStands, type SessionValues, sessionStands } from '../../lib/auth-guard';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { type ImageJson, imagesJson, toImages } from '../catalogue';
import { applyOrderCoupon } from '../coupons';
import { customerFigures } from '../customers';
import type { ShopContext } from '../orders';
import { findOrder, shortageConflict, toOrder } from '../orders';
import { type DeliveryFacts, deliveryFactsJson, deliveryRefusal, type ShippingContext } from '../shipping';
import { checkCodOffered, codConfirmBy, codRefusal } from './cod-allowance';
import { mailOrderConfirmation } from './confirmation-mail';
import { heldUnitsRefusal, unpaidOrdersRefusal } from './online-allowance';
import { startPayment } from './online-payment';
import { payOrderFromStoreCredit } from './store-credit-step';
import { type OrderLine, type ShippingSnapshot, writeOrder } from './write-order';

/** The caller's token (whose session the order's first statement checks) and what they sent. */
export interface PlaceOrderInput extends SessionValues {
  addressId: string;
  paymentMethod: PaymentMethod;
  /** Pay from the customer's store credit first (payOrderFromStoreCredit). */
  useStoreCredit?: boolean;
  /** The Idempotency-Key header: a repeat with the same key returns the first order. */
  idempotencyKey?: string;
}

/**
 * Turns the caller's cart into an order: one query reads the cart with the address (checked to be
 * the caller's), checks that the caller's session stands, and finds any order already placed with
 * this Idempotency-Key (then the answer); then one all-or-nothing statement takes the stock
 * (guarded, so concurrent shoppers cannot oversell), snapshots the address (with the account's name
 * and mobile standing in for a recipient the address leaves out) and the database prices,
 * and writes the order (and its payment) or, for cash on delivery, empties the cart; see writeOrder.
 * Online payment is opened with the provider after that. Two queries, so a busy shop's orders do
 * not queue behind round trips (the second locks the customer before it writes, and checks their
 * allowance: of open COD orders for cash on delivery, of unpaid orders and the units these hold for
 * online payment); a cart with an offer code adds the coupon step after it (applyOrderCoupon), in
 * one transaction, and so does paying from store credit (`useStoreCredit`, after the coupon). An
 * address the shop does not deliver to, or cash on delivery where it is not offered, is refused by
 * the delivery rules (read with the cart) before anything is written; so is cash on delivery for a
 * customer the shop turned it off for (the flag is read with the cart too).
 */
export async function placeOrder(
  ctx: ShippingContext,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<PlacedOrder> {
  const cart = await loadCartAndAddress(ctx.db, input);
  if ('earlier' in cart) return cart.earlier;
  const refusal = await deliveryRefusal(ctx, cart.delivery, cart.shipTo.postalCode, input.paymentMethod);
  if (refusal) throw refusal;
  if (input.paymentMethod === 'COD') checkCodForCustomer(cart);

  let placed: Awaited<ReturnType<typeof writeFromCart>>;
  try {
    placed = await writeFromCart(ctx, input, cart, now);
  } catch (error) {
    // A repeat that raced the first request loses (a unique violation, or an emptied cart or
    // shelf once the first committed): the first order stands and is the answer.
    const raced = await findIdempotentOrder(ctx.db, input);
    if (raced) return raced;
    throw error;
  }

  // The answer and the mail are made from what the statement wrote: nothing is read back.
  const { written, lines, customer } = placed;
  const images = new Map(lines.map((line) => [line.productId, toImages(line.images)]));
  const payment = written.order.merchantTransactionId
    ? { provider: ctx.payments.name, paidAfterCancelAt: null }
    : null;
  const order = toOrder(written.order, customer, written.lines, images, payment, {
    invoiceNumber: null,
    history: [{ status: written.order.deliveryStatus, at: now.toISOString() }],
    returnableUntil: null,
    shipment: null,
  });
  if (!order.merchantTransactionId) {
    mailOrderConfirmation(ctx, order);
    return { order };
  }
  const redirectUrl = await startPayment(ctx, {
    merchantTransactionId: order.merchantTransactionId,
    orderId: order.id,
    amountPaise: toPaise(order.orderTotal) - toPaise(order.storeCreditUsed ?? '0'),
  });
  return { order, redirectUrl, merchantTransactionId: order.merchantTransactionId };
}

/**
 * The order statement on the cart read; a 409 when stock ran short, a line holds more than the
 * shop's units per line, or the order would pass the customer's allowance (the customer is locked
 * first, in the same call): of open COD orders, or of unpaid online orders and the units they hold.
 * The cart's offer code is applied after the statement (a 400 when it no longer applies), in one
 * short transaction with it.
 */
async function writeFromCart(ctx: ShopContext, input: PlaceOrderInput, cart: CartToOrder, now: Date) {
  const { lines, shipTo, customer, settings, couponId } = cart;
  checkUnitsPerLine(lines, settings.maxQuantityPerLine);
  const online = input.paymentMethod === 'ONLINE_PAYMENT';
  const order = {
    orderId: randomUUID(),
    userId: input.userId,
    paymentMethod: input.paymentMethod,
    merchantTransactionId: online ? randomUUID() : null,
    idempotencyKey: input.idempotencyKey ?? null,
    provider: ctx.payments.name,
    shipTo,
    lines,
    now,
    allowances: settings,
    codConfirmBy: online ? null : codConfirmBy(settings, now),
  };
  if (!online) checkCodOffered(settings);
  const written =
    couponId || input.useStoreCredit
      ? await ctx.db.transaction(async (tx) => {
          let placed = await writeOrder(tx, order);
          if (placed.placed && couponId)
            placed = await applyOrderCoupon(tx, couponId, { userId: input.userId, online, now }, placed);
          if (placed.placed && input.useStoreCredit)
            placed = await payOrderFromStoreCredit(tx, input.userId, placed, now);
          return placed;
        })
      : await writeOrder(ctx.db, order);
  if (!written.placed) {
    if ('openCodOrders' in written) throw codRefusal(written.openCodOrders, settings);
    if ('unpaidOnlineOrders' in written) throw unpaidOrdersRefusal(written.unpaidOnlineOrders);
    if ('heldVariantId' in written) {
      const line = lines.find((wanted) => wanted.productVariantId === written.heldVariantId);
      throw heldUnitsRefusal(line, written.heldUnits, settings);
    }
    if ('cartEmptied' in written) throw badRequest('Your cart is empty.');
    throw await shortageConflict(ctx.db, written.shortVariantId);
  }
  return { written, lines, customer };
}

/**
 * Cash on delivery refused for this customer: the shop turned it off for them, or more of their COD
 * parcels came back to the shop than it allows.
 */
function checkCodForCustomer(cart: CartToOrder): void {
  if (cart.codBlocked) throw fieldError('paymentMethod', COD_OFF_FOR_CUSTOMER);
  const limit = cart.settings.codMaxReturnedParcels;
  if (limit != null && cart.codReturnedParcels > limit)
    throw fieldError('paymentMethod', COD_OFF_AFTER_RETURNS);
}

/** A line added before the shop lowered its units per line is refused here, naming the product. */
function checkUnitsPerLine(lines: OrderLine[], perLine: number): void {
  const tooMany = lines.find((line) => line.quantity > perLine);
  if (tooMany) {
    throw conflict(
      `You can buy at most ${perLine} of ${tooMany.productName} in one order. Please lower the quantity in your cart.`,
    );
  }
}

/** A cart line as `loadCartAndAddress` reads it. */
interface CartLine extends OrderLine {
  /** The product's images now, for the answer. */
  images: ImageJson[] | null;
}

/** The cart and address an order is written from. */
interface CartToOrder {
  shipTo: ShippingSnapshot;
  customer: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;
  lines: CartLine[];
  settings: ShopSettings;
  delivery: DeliveryFacts;
  couponId: string | null;
  /** The shop turned cash on delivery off for this customer (PUT /admin/customers/{id}). */
  codBlocked: boolean;
  /** The customer's COD parcels returned to origin, while the shop limits them (else 0). */
  codReturnedParcels: number;
}

/**
 * The caller's address with the caller as the order shows them, and their cart lines (as JSON
 * beside it), in one query that also checks the session and looks for an order already placed with
 * the Idempotency-Key. An empty cart is a 400, answered before an address that is not theirs (404).
 * An address without a recipient takes the order too: the account's name and mobile stand in.
 */
async function loadCartAndAddress(
  db: Db,
  input: PlaceOrderInput,
): Promise<{ earlier: PlacedOrder } | CartToOrder> {
  const [found] = await cartAndAddressQuery(db).execute({
    ...input,
    idempotencyKey: input.idempotencyKey ?? null,
  });
  if (!found) {
    // Whether the session stands is asked before anything is told about the cart or the address.
    await checkSessionStands(db, input);
    const earlier = await findIdempotentOrder(db, input);
    if (earlier) return { earlier };
    if (await cartIsEmpty(db, input.userId)) throw badRequest('Your cart is empty.');
    throw notFound('Address not found.');
  }
  const { earlierOrderId, lines, address, mobile, ...cart } = found;
  if (earlierOrderId) {
    const earlier = await findIdempotentOrder(db, input);
    if (earlier) return { earlier };
  }
  if (!lines?.length) throw badRequest('Your cart is empty.');
  return { ...cart, shipTo: shippingSnapshot(address, { ...cart.customer, mobile }), lines };
}

/**
 * What the order keeps of the address: its recipient or else the account's, and its state as the
 * list names it when it can be recognised (an address saved before states were matched may say
 * "Orissa").
 */
function shippingSnapshot(
  address: typeof addresses.$inferSelect,
  account: RecipientAccount,
): ShippingSnapshot {
  return {
    addressId: address.id,
    ...orderRecipient(address, account),
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: canonicalIndianState(address.state) ?? address.state,
    postalCode: address.postalCode,
  };
}

/** loadCartAndAddress's query of `db`, built once: every order runs it. */
const cartAndAddressQuery = oncePerDatabase((db: Db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      address: addresses,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      // Apart from the customer, whom the order's answer shows: it only stands in for a missing phone.
      mobile: users.mobile,
      codBlocked: users.codBlocked,
      lines: sql<CartLine[] | null>`(
        select json_agg(json_build_object('productVariantId', ci.product_variant_id, 'quantity', ci.quantity,
          'productId', p.id, 'productName', p.name, 'color', v.color, 'size', v.size,
          'images', ${imagesJson(sql`p.id`)}) order by ci.created_at, ci.id)
        from ${cartItems} ci
        join ${carts} c on c.id = ci.cart_id
        join ${productVariants} v on v.id = ci.product_variant_id
        join ${products} p on p.id = v.product_id
        where c.user_id = ${userId})`,
      settings: sql<ShopSettings>`(
        select json_build_object('codMaxOpenOrders', s.cod_max_open_orders,
          'codMaxOpenValue', s.cod_max_open_value::text, 'maxQuantityPerLine', s.max_quantity_per_line,
          'onlineMaxUnpaidOrders', s.online_max_unpaid_orders, 'onlineMaxHeldUnits', s.online_max_held_units,
          'codConfirmation', s.cod_confirmation, 'codConfirmationHours', s.cod_confirmation_hours,
          'codMaxReturnedParcels', s.cod_max_returned_parcels)
        from ${shopSettings} s where s.id = 1)`,
      // Counted only while the shop has a limit of parcels returned to origin.
      codReturnedParcels: sql<number>`case when (select s.cod_max_returned_parcels from ${shopSettings} s
        where s.id = 1) is null then 0 else ${customerFigures.codReturnedToOrigin} end`,
      delivery: deliveryFactsJson(),
      couponId: sql<string | null>`(select c.coupon_id from ${carts} c where c.user_id = ${userId})`,
      // A repeat's order is then read whole by findIdempotentOrder; a first attempt finds none here.
      earlierOrderId: sql<string | null>`(select o.id from ${orders} o
        where o.user_id = ${userId} and o.idempotency_key = ${sql.placeholder('idempotencyKey')}::text)`,
    })
    .from(addresses)
    .innerJoin(users, eq(users.id, addresses.userId))
    .where(and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, userId), sessionStands()))
    .prepare('cart_and_address');
});

async function cartIsEmpty(db: Db, userId: string): Promise<boolean> {
  const [line] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .limit(1);
  return !line;
}

async function findIdempotentOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder | undefined> {
  if (!input.idempotencyKey) return undefined;
  const [earlier] = await db
    .select({ id: orders.id, checkoutUrl: payments.providerReference })
    .from(orders)
    .leftJoin(payments, eq(payments.id, orders.merchantTransactionId))
    .where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey)));
  if (!earlier) return undefined;
  return respond(db, earlier.id, earlier.checkoutUrl ?? undefined);
}

async function respond(db: Db, orderId: string, redirectUrl: string | undefined): Promise<PlacedOrder> {
  const order = await findOrder(db, eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished after being placed`);
  if (order.paymentMethod === 'COD' || !order.merchantTransactionId) return { order };
  return { order, redirectUrl, merchantTransactionId: order.merchantTransactionId };
}
