import type { CustomerSummary } from '@vastra/contract/customers';
import { sql } from 'drizzle-orm';
import { returns } from '../../db/schema/returns';
import { shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';

/** The customer's own columns, as a select's fields. */
export const customerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  codBlocked: users.codBlocked,
  createdAt: users.createdAt,
};

// Written out with its table: in a select from users alone drizzle leaves columns unqualified, and a
// bare "id" inside these subqueries would be theirs.
const customerId = sql`${users}.id`;

/**
 * How the customer of the users row being selected shops, as a select's fields: one small subquery
 * each, every one read through the customer's index on its table. A cancelled order counts as
 * ordered but not as spent; a parcel returned to origin is a forward parcel of a cash-on-delivery
 * order whose courier started bringing it back (RTO_INITIATED) or did (RTO_DELIVERED).
 */
export const customerFigures = {
  orders: sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${customerId})`,
  amountSpent: sql<string>`(select coalesce(sum(o.order_total), 0)::numeric(14, 2)::text from ${orders} o
    where o.user_id = ${customerId} and o.delivery_status <> 'CANCELED')`,
  lastOrderAt:
    sql<Date | null>`(select max(o.order_date) from ${orders} o where o.user_id = ${customerId})`.mapWith(
      orders.orderDate,
    ),
  returns: sql<number>`(select count(*)::int from ${returns} r where r.user_id = ${customerId})`,
  codReturnedToOrigin: sql<number>`(select count(*)::int from ${shipments} s
    join ${orders} o on o.id = s.order_id
    where o.user_id = ${customerId} and o.payment_method = 'COD' and s.kind = 'FORWARD'
      and s.status in ('RTO_INITIATED', 'RTO_DELIVERED'))`,
};

/** A row of customerColumns and customerFigures. */
export interface CustomerRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  codBlocked: boolean;
  createdAt: Date;
  orders: number;
  amountSpent: string;
  lastOrderAt: Date | null;
  returns: number;
  codReturnedToOrigin: number;
}

export const toCustomerSummary = (row: CustomerRow): CustomerSummary => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  orders: row.orders,
  amountSpent: row.amountSpent,
  returns: row.returns,
  codReturnedToOrigin: row.codReturnedToOrigin,
  lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  codBlocked: row.codBlocked,
  createdAt: row.createdAt.toISOString(),
});
