import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyDetails } from '../../db/schema/catalogue';
import { invoices } from '../../db/schema/invoices';
import { shipments } from '../../db/schema/shipping';
import { orderItems, orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { DEFAULT_PARCEL } from './parcel-size';
import type { Parcel, Recipient } from './shipping-provider';

/** What booking, the label and the packing slip read of an order: the order, its lines, the shop. */
export interface OrderParcelFacts {
  order: Pick<
    typeof orders.$inferSelect,
    'id' | 'orderDate' | 'orderTotal' | 'deliveryStatus' | 'paymentMethod' | 'postalCode'
  >;
  recipient: Recipient;
  lines: Pick<
    typeof orderItems.$inferSelect,
    'productName' | 'color' | 'size' | 'quantity' | 'priceAtPurchase' | 'hsnCode' | 'productVariantId'
  >[];
  /** The shop's details (the return address, the pickup pincode); null until they are saved. */
  shop: { name: string; address: string; pincode: string; phone: string } | null;
  invoiceNumber: string | null;
  shipment: typeof shipments.$inferSelect | null;
}

/** The order number the shopper sees: the first 8 characters of its id. */
export const orderNumberOf = (orderId: string) => orderId.slice(0, 8);

/** The order's facts for its parcel; a 404 for an unknown order. */
export async function loadOrderParcel(db: Db | Tx, orderId: string): Promise<OrderParcelFacts> {
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        orderDate: orders.orderDate,
        orderTotal: orders.orderTotal,
        deliveryStatus: orders.deliveryStatus,
        paymentMethod: orders.paymentMethod,
        postalCode: orders.postalCode,
      },
      address: {
        fullName: orders.fullName,
        phone: orders.phone,
        addressLine1: orders.addressLine1,
        addressLine2: orders.addressLine2,
        city: orders.city,
        state: orders.state,
      },
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      invoiceNumber: invoices.number,
      shipment: shipments,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.kind, 'FORWARD')))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound('Order not found.');
  const lines = await db
    .select({
      productName: orderItems.productName,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
      priceAtPurchase: orderItems.priceAtPurchase,
      hsnCode: orderItems.hsnCode,
      productVariantId: orderItems.productVariantId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const [shop] = await db
    .select({
      name: companyDetails.name,
      address: companyDetails.address,
      pincode: companyDetails.pincode,
      phone: companyDetails.phone,
    })
    .from(companyDetails)
    .where(eq(companyDetails.id, 1));
  const { address, user } = row;
  return {
    order: row.order,
    recipient: {
      name: address.fullName ?? `${user.firstName} ${user.lastName}`,
      phone: address.phone,
      email: user.email,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      pincode: row.order.postalCode,
    },
    lines,
    shop: shop ?? null,
    invoiceNumber: row.invoiceNumber,
    shipment: row.shipment,
  };
}

/** Cash the courier collects: the order total for cash on delivery, nothing for a paid order. */
export const codAmountPaise = (facts: OrderParcelFacts) =>
  facts.order.paymentMethod === 'COD' ? toPaise(facts.order.orderTotal) : 0;

/** The order as a provider books it, with the size the admin gave or the usual courier bag's. */
export function toParcel(
  facts: OrderParcelFacts,
  size: { weightGrams?: number; dimensionsCm?: Parcel['dimensionsCm'] },
): Parcel {
  return {
    orderId: facts.order.id,
    orderNumber: orderNumberOf(facts.order.id),
    orderedAt: facts.order.orderDate,
    recipient: facts.recipient,
    lines: facts.lines.map((line) => ({
      name: `${line.productName} (${line.color}, ${line.size})`,
      sku: line.productVariantId,
      quantity: line.quantity,
      unitPricePaise: toPaise(line.priceAtPurchase),
      hsnCode: line.hsnCode,
    })),
    totalPaise: toPaise(facts.order.orderTotal),
    codAmountPaise: codAmountPaise(facts),
    weightGrams: size.weightGrams ?? DEFAULT_PARCEL.weightGrams,
    dimensionsCm: size.dimensionsCm ?? { ...DEFAULT_PARCEL.dimensionsCm },
    pickupPincode: facts.shop?.pincode ?? '',
  };
}
