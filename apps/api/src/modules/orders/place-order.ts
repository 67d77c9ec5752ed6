import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PlacedOrder } from '@vastra/contract/orders';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses } from '../../db/schema/accounts';
import { products, productVariants } from '../../db/schema/catalogue';
import { cartItems, carts, orderItems, orders, payments } from '../../db/schema/shopping';
import { badRequest, notFound } from '../../lib/errors';
import { fromPaise, type Paise } from '../../lib/money';
import { effectivePrice } from '../cart/catalogue-views';
import { emptyCart } from '../cart/service';
import { startPayment } from '../payments/checkout';
import { PAYMENT_WINDOW_MS } from '../payments/settlement';
import { sendOrderConfirmation } from './confirmation-mail';
import type { ShopContext } from './context';
import { findOrder } from './order-view';
import { type TakenUnits, takeStock } from './stock';

export interface PlaceOrderInput {
  userId: string;
  addressId: string;
  paymentMethod: PaymentMethod;
  /** The Idempotency-Key header: a repeat with the same key returns the first order. */
  idempotencyKey?: string;
}

/**
 * Turns the caller's cart into an order, in one transaction of named steps: load the cart, check the
 * address is the caller's, take the stock (guarded, so concurrent shoppers cannot oversell), snapshot
 * the address and the database prices, create the order (and its payment), and empty the cart for
 * cash on delivery. Online payment is opened with the provider after the commit.
 */
export async function placeOrder(
  ctx: ShopContext,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<PlacedOrder> {
  const earlier = await findIdempotentOrder(ctx.db, input);
  if (earlier) return earlier;

  let placed: PlacedRecord;
  try {
    placed = await ctx.db.transaction(async (tx) => {
      const lines = await loadCart(tx, input.userId);
      const address = await checkAddressBelongsToCaller(tx, input.userId, input.addressId);
      const taken = await takeStock(tx, lines);
      const snapshot = snapshotAddressAndItems(address, lines, taken);
      const record = await createOrderAndPayment(tx, input, snapshot, ctx.payments.name, now);
      if (input.paymentMethod === 'COD') await emptyCart(tx, input.userId);
      return record;
    });
  } catch (error) {
    // A repeat that raced the first request loses (a unique violation, or an emptied cart or
    // shelf once the first committed): the first order stands and is the answer.
    const raced = await findIdempotentOrder(ctx.db, input);
    if (raced) return raced;
    throw error;
  }

  let redirectUrl: string | undefined;
  if (placed.merchantTransactionId) {
    redirectUrl = await startPayment(ctx, {
      merchantTransactionId: placed.merchantTransactionId,
      orderId: placed.orderId,
      amountPaise: placed.totalPaise,
    });
  } else {
    sendOrderConfirmation(ctx, placed.orderId);
  }
  return respond(ctx.db, placed.orderId, redirectUrl);
}

interface CartLine {
  productVariantId: string;
  quantity: number;
  productId: string;
  productName: string;
  color: string;
  size: string;
}

async function loadCart(tx: Tx, userId: string): Promise<CartLine[]> {
  const lines = await tx
    .select({
      productVariantId: cartItems.productVariantId,
      quantity: cartItems.quantity,
      productId: products.id,
      productName: products.name,
      color: productVariants.color,
      size: productVariants.size,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (lines.length === 0) throw badRequest('Your cart is empty.');
  return lines;
}

async function checkAddressBelongsToCaller(tx: Tx, userId: string, addressId: string) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notFound('Address not found.');
  return address;
}

interface OrderSnapshot {
  address: typeof addresses.$inferSelect;
  items: (CartLine & { pricePaise: Paise })[];
  totalPaise: Paise;
}

// Prices are the ones read in the same statement that took the stock: never the client's.
function snapshotAddressAndItems(
  address: OrderSnapshot['address'],
  lines: CartLine[],
  taken: Map<string, TakenUnits>,
): OrderSnapshot {
  const items = lines.map((line) => {
    const units = taken.get(line.productVariantId);
    if (!units) throw new Error(`stock was not taken for variant ${line.productVariantId}`);
    return { ...line, pricePaise: effectivePrice(units) };
  });
  const totalPaise = items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
  return { address, items, totalPaise };
}

interface PlacedRecord {
  orderId: string;
  merchantTransactionId: string | null;
  totalPaise: Paise;
}

async function createOrderAndPayment(
  tx: Tx,
  input: PlaceOrderInput,
  snapshot: OrderSnapshot,
  provider: string,
  now: Date,
): Promise<PlacedRecord> {
  const online = input.paymentMethod === 'ONLINE_PAYMENT';
  const merchantTransactionId = online ? randomUUID() : null;
  const { address } = snapshot;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      orderDate: now,
      orderTotal: fromPaise(snapshot.totalPaise),
      paymentMethod: input.paymentMethod,
      merchantTransactionId,
      idempotencyKey: input.idempotencyKey ?? null,
      sourceAddressId: address.id,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(
    snapshot.items.map((item) => ({
      orderId: order.id,
      productId: item.productId,
      productVariantId: item.productVariantId,
      productName: item.productName,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      priceAtPurchase: fromPaise(item.pricePaise),
    })),
  );
  if (merchantTransactionId) {
    await tx.insert(payments).values({
      id: merchantTransactionId,
      orderId: order.id,
      provider,
      amount: fromPaise(snapshot.totalPaise),
      expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    });
  }
  return { orderId: order.id, merchantTransactionId, totalPaise: snapshot.totalPaise };
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
