import type { AdminOrderFilters } from '@vastra/contract/orders';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { orderItems, orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { csvDocument } from '../../lib/csv';
import { fromPaise, toPaise } from '../../lib/money';
import { adminOrderCondition } from './admin-filters';

const HEADER = [
  'Order number',
  'Order id',
  'Order date',
  'Delivery status',
  'Payment method',
  'Payment status',
  'Customer',
  'Customer email',
  'Recipient',
  'Mobile',
  'Address line 1',
  'Address line 2',
  'City',
  'State',
  'Pincode',
  'Items',
  'Units',
  'Discount (Rs.)',
  'Coupon',
  'COD fee (Rs.)',
  'Total (Rs.)',
  'Store credit (Rs.)',
  'To pay (Rs.)',
  'Invoice number',
];

/**
 * The orders the admin list's filters find, newest first, as CSV for couriers and accounts: one row
 * per order, its lines summed up in one cell, read in one query.
 */
export async function exportOrdersCsv(db: Db, filters: AdminOrderFilters): Promise<string> {
  const rows = await db
    .select({
      order: orders,
      customer: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      invoiceNumber: invoices.number,
      items: sql<string>`(select string_agg(oi.quantity || ' x ' || oi.product_name || ' (' || oi.color || ', '
        || oi.size || ')', '; ' order by oi.product_name, oi.id) from ${orderItems} oi where oi.order_id = ${orders.id})`,
      units: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(adminOrderCondition(filters))
    .orderBy(desc(orders.orderDate), desc(orders.id));
  const lines = rows.map(({ order, customer, email, invoiceNumber, items, units }) => [
    `#${order.id.slice(0, 8)}`,
    order.id,
    order.orderDate.toISOString(),
    order.deliveryStatus,
    order.paymentMethod,
    order.paymentStatus,
    customer,
    email,
    order.fullName ?? '',
    order.phone ?? '',
    order.addressLine1,
    order.addressLine2 ?? '',
    order.city,
    order.state,
    order.postalCode,
    items ?? '',
    String(units),
    fromPaise(toPaise(order.discount)),
    order.couponCode ?? '',
    fromPaise(toPaise(order.codFee)),
    fromPaise(toPaise(order.orderTotal)),
    fromPaise(toPaise(order.storeCreditUsed)),
    // What the courier collects or the provider charges: store credit is a means of payment.
    fromPaise(toPaise(order.orderTotal) - toPaise(order.storeCreditUsed)),
    invoiceNumber ?? '',
  ]);
  return csvDocument(HEADER, lines);
}
