import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import type { MailMessage } from '../../lib/mail';
import { invoiceFile } from '../invoices';
import type { ShopContext } from './context';
import { findOrder } from './order-view';

const NEWS: Record<DeliveryStatus, (number: string) => { subject: string; sentence: string }> = {
  PENDING: (n) => ({
    subject: `Your order #${n} is being prepared again`,
    sentence: `Your order #${n} is back with us and being prepared for shipping.`,
  }),
  SHIPPED: (n) => ({
    subject: `Your order #${n} has shipped`,
    sentence: `Good news: your order #${n} has shipped and is on its way to you.`,
  }),
  DELIVERED: (n) => ({
    subject: `Your order #${n} has been delivered`,
    sentence: `Your order #${n} has been delivered. We hope you enjoy it.`,
  }),
  CANCELED: (n) => ({
    subject: `Your order #${n} has been cancelled`,
    sentence: `Your order #${n} has been cancelled. Any units you ordered are back in our stock.`,
  }),
};

/**
 * Tells the shopper their order's status changed, once the change has committed and the answer has
 * gone out; a shipped order's mail carries its invoice. The mail goes through the queued
 * mailer, so it is retried while the mail server is away; a failure here is logged and never
 * undoes the change.
 */
export function mailStatusChange(ctx: ShopContext, orderId: string): void {
  setImmediate(() => {
    void (async () => {
      const order = await findOrder(ctx.db, eq(orders.id, orderId));
      if (!order) return;
      const invoice = order.deliveryStatus === 'SHIPPED' ? await invoiceFile(ctx.db, orderId) : undefined;
      const message = statusMessage(order, ctx.publicUrl);
      if (invoice) {
        message.text += `\n\nYour invoice ${order.invoiceNumber} is attached.`;
        message.attachments = [
          {
            filename: invoice.filename,
            contentType: 'application/pdf',
            base64: invoice.pdf.toString('base64'),
          },
        ];
      }
      await ctx.mailer.send(message);
      if (order.deliveryStatus === 'SHIPPED' || order.deliveryStatus === 'DELIVERED') {
        await ctx.messaging.tellOrderNews({
          kind: order.deliveryStatus,
          userId: order.user.id,
          firstName: order.user.firstName,
          orderNumber: `#${order.id.slice(0, 8)}`,
          detail: `${ctx.publicUrl}/track/${order.id}`,
        });
      }
    })().catch((error: unknown) => {
      ctx.log.error({ err: error, orderId }, 'order status mail could not be sent');
    });
  });
}

export function statusMessage(order: Order, publicUrl: string): MailMessage {
  const { subject, sentence } = NEWS[order.deliveryStatus](order.id.slice(0, 8));
  const text = [
    `Hello ${order.user.firstName},`,
    '',
    sentence,
    '',
    `Follow your order at ${publicUrl}/profile/orders`,
    ...(order.shipment ? [`Track your parcel at ${publicUrl}/track/${order.id}`] : []),
  ].join('\n');
  return { to: order.user.email, subject, text };
}
