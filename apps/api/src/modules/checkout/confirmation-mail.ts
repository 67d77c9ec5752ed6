import { formatIndianMobile } from '@vastra/contract/indian-mobile';
import type { Order } from '@vastra/contract/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import { formatRupees, fromPaise, toPaise } from '../../lib/money';
import type { ShopContext } from '../orders';
import { findOrder } from '../orders';

/**
 * Mails the shopper their order confirmation in the background (COD when placed, online payment when
 * paid). A mail failure is logged and never undoes or delays the order.
 */
export function sendOrderConfirmation(ctx: ShopContext, orderId: string): void {
  void (async () => {
    const order = await findOrder(ctx.db, eq(orders.id, orderId));
    if (order) await tellPlaced(ctx, order);
  })().catch((error: unknown) => mailFailed(ctx, orderId, error));
}

/**
 * As sendOrderConfirmation, for an order the caller already holds as it stands (just placed). The
 * mail is made once the current answer has gone out, so it never adds to the shopper's wait.
 */
export function mailOrderConfirmation(ctx: ShopContext, order: Order): void {
  setImmediate(() => {
    void tellPlaced(ctx, order).catch((error: unknown) => mailFailed(ctx, order.id, error));
  });
}

/**
 * The confirmation mail, the same news by WhatsApp to a shopper who asked for it, and the question
 * of a COD order waiting for the shopper's confirmation.
 */
async function tellPlaced(ctx: ShopContext, order: Order): Promise<void> {
  await ctx.mailer.send(confirmationMessage(order, ctx.publicUrl));
  await ctx.messaging.tellOrderNews({
    kind: 'ORDER_PLACED',
    userId: order.user.id,
    firstName: order.user.firstName,
    orderNumber: `#${order.id.slice(0, 8)}`,
    detail: formatRupees(order.orderTotal),
  });
  await ctx.codConfirmation.askShopper(order);
}

function mailFailed(ctx: ShopContext, orderId: string, error: unknown): void {
  ctx.log.error({ err: error, orderId }, 'order confirmation mail could not be sent');
}

/**
 * With an offer code or a COD fee: what the lines came to, what the code took off, and the fee, each
 * on its own line (the fee is never called shipping).
 */
function amountLines(order: Order): string[] {
  const discount = toPaise(order.discount);
  const codFee = toPaise(order.codFee ?? '0');
  if (discount === 0 && codFee === 0) return [];
  return [
    `Subtotal: ${formatRupees(fromPaise(toPaise(order.orderTotal) + discount - codFee))}`,
    ...(discount > 0
      ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: - ${formatRupees(order.discount)}`]
      : []),
    ...(codFee > 0 ? [`COD fee: ${formatRupees(fromPaise(codFee))}`] : []),
  ];
}

function paymentWord(order: Order): string {
  if (order.paymentMethod === 'COD') return 'Cash on delivery';
  return order.storeCreditUsed === order.orderTotal ? 'Paid by store credit' : 'Paid online';
}

/** Paid from store credit: how much, and what is left to pay (nothing: paid in full). */
function storeCreditLines(order: Order): string[] {
  const used = toPaise(order.storeCreditUsed ?? '0');
  if (used === 0) return [];
  return [
    `Paid by store credit: - ${formatRupees(fromPaise(used))}`,
    `To pay: ${formatRupees(fromPaise(toPaise(order.orderTotal) - used))}`,
  ];
}

export function confirmationMessage(order: Order, publicUrl: string) {
  const number = order.id.slice(0, 8);
  const lines = order.items.map(
    (item) =>
      `  ${item.quantity} x ${item.product.name} (${item.product.variant.color}, ${item.product.variant.size})` +
      `  ${formatRupees(item.priceAtPurchase)} each`,
  );
  const { address } = order;
  const text = [
    `Hello ${order.user.firstName},`,
    '',
    `Thank you for shopping with us. Your order #${number} is confirmed.`,
    '',
    ...lines,
    '',
    ...amountLines(order),
    `Total: ${formatRupees(order.orderTotal)} (shipping FREE)`,
    ...storeCreditLines(order),
    `Payment: ${paymentWord(order)}`,
    '',
    'Delivering to:',
    ...(address.fullName ? [`  ${address.fullName}`] : []),
    `  ${address.addressLine1}`,
    ...(address.addressLine2 ? [`  ${address.addressLine2}`] : []),
    `  ${address.city}, ${address.state} ${address.postalCode}`,
    ...(address.phone ? [`  Mobile: ${formatIndianMobile(address.phone)}`] : []),
    '',
    `Follow your order at ${publicUrl}/profile/orders`,
  ].join('\n');
  return { to: order.user.email, subject: `Your order #${number} is confirmed`, text };
}
