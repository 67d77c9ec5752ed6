import type { Image } from '@vastra/contract/catalogue';
import type { Order, StatusChange } from '@vastra/contract/orders';
import type { Shipment, ShipmentEvent } from '@vastra/contract/shipping';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { shopSettings } from '../../db/schema/settings';
import { shipmentEvents, shipments } from '../../db/schema/shipping';
import { orderItems, orderStatusHistory, orders, payments } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { fromPaise, toPaise } from '../../lib/money';
import { imagesByProduct, photosForColour } from '../catalogue';
import { returnWindowEnd } from './return-window-end';

const money = (value: string) => fromPaise(toPaise(value));

export interface FindOrdersOptions {
  where?: SQL;
  limit?: number;
  offset?: number;
  /** Admin answers: each status change names who made it. */
  withChangedBy?: boolean;
}

/**
 * Orders as docs/api.md's Order, newest first, in four queries however many orders and lines: the
 * orders with their customers, invoice numbers and the shop's return window, all their lines, their
 * status histories, and the products' current images.
 */
export async function findOrders(db: Db | Tx, options: FindOrdersOptions = {}): Promise<Order[]> {
  let query = db
    .select({
      order: orders,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      payment: {
        provider: payments.provider,
        paidAfterCancelAt: payments.paidAfterCancelAt,
        amount: payments.amount,
        capturedAmount: payments.capturedAmount,
        amountMismatchAt: payments.amountMismatchAt,
      },
      invoiceNumber: invoices.number,
      returnWindowDays: sql<number>`(select ${shopSettings.returnWindowDays} from ${shopSettings} where ${shopSettings.id} = 1)`,
      shipment: {
        provider: shipments.provider,
        courier: shipments.courier,
        awb: shipments.awb,
        status: shipments.status,
        trackingUrl: shipments.trackingUrl,
      },
      shipmentEvents: sql<RawEvent[] | null>`(
        select json_agg(json_build_object('at', e.at, 'status', e.status, 'location', e.location,
          'description', e.description) order by e.at, e.recorded_at, e.id)
        from ${shipmentEvents} e where e.shipment_id = ${shipments.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .leftJoin(payments, eq(payments.id, orders.merchantTransactionId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.kind, 'FORWARD')))
    .where(options.where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.order.id);

  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const histories = await statusHistories(db, orderIds, options.withChangedBy ?? false);
  const images = await imagesByProduct(
    db,
    lines.map((line) => line.productId),
  );
  const linesByOrder = new Map<string, typeof lines>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId) ?? [];
    list.push(line);
    linesByOrder.set(line.orderId, list);
  }
  return rows.map(({ order, user, payment, invoiceNumber, returnWindowDays, ...parcel }) => {
    const history = histories.get(order.id) ?? [];
    const returnableUntil = returnWindowEnd(order.deliveryStatus, history, Number(returnWindowDays));
    const facts = payment && {
      provider: payment.provider,
      paidAfterCancelAt: payment.paidAfterCancelAt,
      // What only admins see: an amount the provider captured that was not the order total.
      ...(options.withChangedBy ? { mismatch: amountMismatch(payment) } : {}),
    };
    return toOrder(order, user, linesByOrder.get(order.id) ?? [], images, facts, {
      invoiceNumber,
      history,
      returnableUntil: returnableUntil?.toISOString() ?? null,
      shipment: shipmentOf(order.id, parcel.shipment, parcel.shipmentEvents),
    });
  });
}

/** The payment's amount mismatch as Order.amountMismatch, or null when there is none. */
function amountMismatch(payment: {
  amount: string;
  capturedAmount: string | null;
  amountMismatchAt: Date | null;
}): Order['amountMismatch'] {
  if (!payment.amountMismatchAt || payment.capturedAmount === null) return null;
  return {
    orderTotal: money(payment.amount),
    captured: money(payment.capturedAmount),
    at: payment.amountMismatchAt.toISOString(),
  };
}

/** A shipment event as its JSON column reads it: the time as PostgreSQL wrote it. */
type RawEvent = Omit<ShipmentEvent, 'at'> & { at: string };

/** The order's forward parcel as Order.shipment, or null before it is booked (the left join found none). */
function shipmentOf(
  orderId: string,
  row: Omit<Shipment, 'events' | 'labelUrl'> | null,
  events: RawEvent[] | null,
): Shipment | null {
  if (!row) return null;
  return {
    ...row,
    labelUrl: `/api/orders/${orderId}/shipment/label`,
    events: (events ?? []).map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
  };
}

/** The status changes of these orders, each order's oldest first; with who made them for admins. */
async function statusHistories(
  db: Db | Tx,
  orderIds: string[],
  withChangedBy: boolean,
): Promise<Map<string, StatusChange[]>> {
  const rows = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  const byOrder = new Map<string, StatusChange[]>();
  for (const row of rows) {
    const change: StatusChange = { status: row.status, at: row.at.toISOString() };
    if (withChangedBy) change.changedBy = row.firstName ? `${row.firstName} ${row.lastName}` : null;
    const list = byOrder.get(row.orderId) ?? [];
    list.push(change);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The customer an order shows. */
export interface OrderCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The online payment of an order, as far as its answer shows it; null for cash on delivery. */
export interface OrderPaymentFacts {
  provider: string | null;
  paidAfterCancelAt: Date | null;
  /** Admin answers only (absent otherwise): the amount mismatch, or null. */
  mismatch?: Order['amountMismatch'];
}

/** What an order's answer shows of its invoice, timeline and return window. */
export interface OrderTrail {
  invoiceNumber: string | null;
  history: StatusChange[];
  returnableUntil: string | null;
  shipment: Shipment | null;
}

/** The columns of an order row that its answer shows. */
export type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderDate'
  | 'orderTotal'
  | 'discount'
  | 'codFee'
  | 'storeCreditUsed'
  | 'couponCode'
  | 'deliveryStatus'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'merchantTransactionId'
  | 'sourceAddressId'
  | 'fullName'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'codConfirmation'
>;

/**
 * An order row with its customer, its lines (in the order shown: by product name, then id) and the
 * products' current images, the ordered colour's first, as docs/api.md's Order.
 */
export function toOrder(
  order: OrderRow,
  user: OrderCustomer,
  lines: (typeof orderItems.$inferSelect)[],
  images: Map<string, Image[]>,
  payment: OrderPaymentFacts | null,
  trail: OrderTrail,
): Order {
  return {
    id: order.id,
    orderDate: order.orderDate.toISOString(),
    orderTotal: money(order.orderTotal),
    discount: money(order.discount),
    codFee: money(order.codFee),
    storeCreditUsed: money(order.storeCreditUsed),
    couponCode: order.couponCode,
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    merchantTransactionId: order.merchantTransactionId,
    items: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      priceAtPurchase: money(line.priceAtPurchase),
      discount: money(line.discount),
      product: {
        id: line.productId,
        name: line.productName,
        // The colour ordered, as the order's snapshot names it.
        images: photosForColour(images.get(line.productId) ?? [], line.color),
        variant: { id: line.productVariantId, color: line.color, size: line.size },
      },
    })),
    user,
    address: {
      id: order.sourceAddressId ?? order.id,
      fullName: order.fullName,
      phone: order.phone,
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      isDefault: false,
    },
    testPayment: payment?.provider === 'simulator',
    refundDue: payment?.paidAfterCancelAt != null,
    ...(payment?.mismatch !== undefined ? { amountMismatch: payment.mismatch } : {}),
    invoiceNumber: trail.invoiceNumber,
    history: trail.history,
    returnableUntil: trail.returnableUntil,
    shipment: trail.shipment,
    codConfirmation: order.codConfirmation,
  };
}

/** One order by id, or undefined. */
export async function findOrder(
  db: Db | Tx,
  where: SQL,
  options: Pick<FindOrdersOptions, 'withChangedBy'> = {},
): Promise<Order | undefined> {
  const [order] = await findOrders(db, { where, limit: 1, ...options });
  return order;
}
