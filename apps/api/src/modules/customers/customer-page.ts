import {
  CUSTOMER_PAGE_LIST_LIMIT,
  type CustomerDetails,
  type CustomerSummary,
} from '@vastra/contract/customers';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { returnItems, returns } from '../../db/schema/returns';
import { reviews } from '../../db/schema/reviews';
import { shipments } from '../../db/schema/shipping';
import { orderItems, orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { listAddresses } from '../addresses';
import { customerColumns, customerFigures, toCustomerSummary } from './customer-figures';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

/** The customer with this id and their figures; a 404 for an unknown id and for a member of staff. */
export async function findCustomer(db: Db, id: string): Promise<CustomerSummary> {
  const [row] = await db
    .select({ ...customerColumns, ...customerFigures })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'CUSTOMER')));
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return toCustomerSummary(row);
}

/** A customer's page: who they are, where they have things sent, and their newest orders, returns and reviews. */
export async function findCustomerDetails(db: Db, id: string): Promise<CustomerDetails> {
  const customer = await findCustomer(db, id);
  const [addresses, orderList, returnList, reviewList] = await Promise.all([
    listAddresses(db, id),
    newestOrders(db, id),
    newestReturns(db, id),
    newestReviews(db, id),
  ]);
  return { customer, addresses, orders: orderList, returns: returnList, reviews: reviewList };
}

async function newestOrders(db: Db, userId: string): Promise<CustomerDetails['orders']> {
  const rows = await db
    .select({
      id: orders.id,
      orderDate: orders.orderDate,
      orderTotal: orders.orderTotal,
      deliveryStatus: orders.deliveryStatus,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      units: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i
        where i.order_id = ${orders.id})`,
      parcelStatus: shipments.status,
    })
    .from(orders)
    .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.kind, 'FORWARD')))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(CUSTOMER_PAGE_LIST_LIMIT);
  return rows.map((row) => ({ ...row, orderDate: row.orderDate.toISOString() }));
}

async function newestReturns(db: Db, userId: string): Promise<CustomerDetails['returns']> {
  const rows = await db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      status: returns.status,
      // The table named: drizzle leaves a select from one table's columns unqualified.
      units: sql<number>`(select coalesce(sum(ri.quantity), 0)::int from ${returnItems} ri
        where ri.return_id = ${returns}.id)`,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .where(eq(returns.userId, userId))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(CUSTOMER_PAGE_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function newestReviews(db: Db, userId: string): Promise<CustomerDetails['reviews']> {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(CUSTOMER_PAGE_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
