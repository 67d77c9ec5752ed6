import type { Order } from '@vastra/contract/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import type { ShopContext } from './context';
import { findOrder } from './order-view';

/** "12500.00" -> "Rs. 12,500.00", as the storefront shows money. */
export const formatRupees = (amount: string) =>
  `Rs. ${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Mails the shopper their order confirmation in the background (COD when placed, online payment when
 * paid). A mail failure is logged and never undoes or delays the order.
 */
export function sendOrderConfirmation(ctx: ShopContext, orderId: string): void {
  void (async () => {
    const order = await findOrder(ctx.db, eq(orders.id, orderId));
    if (!order) return;
    await ctx.mailer.send(confirmationMessage(order, ctx.publicUrl));
  })().catch((error: unknown) => {
    ctx.log.error({ err: error, orderId }, 'order confirmation mail could not be sent');
  });
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
    `Total: ${formatRupees(order.orderTotal)} (shipping FREE)`,
    `Payment: ${order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online'}`,
    '',
    'Delivering to:',
    `  ${address.addressLine1}`,
    ...(address.addressLine2 ? [`  ${address.addressLine2}`] : []),
    `  ${address.city}, ${address.state} ${address.postalCode}`,
    '',
    `Follow your order at ${publicUrl}/profile/orders`,
  ].join('\n');
  return { to: order.user.email, subject: `Your order #${number} is confirmed`, text };
}
