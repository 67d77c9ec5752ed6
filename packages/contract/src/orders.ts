import { z } from 'zod';
import { address } from './addresses';
import { image } from './catalogue';
import { isoDateTime, money, pageQuery, pagination, uuid } from './common';
import { ADDRESS_REQUIRED } from './messages';
import { shipment } from './shipping';
import { codConfirmationStates, deliveryStatuses, paymentMethods, paymentStatuses } from './statuses';

export const deliveryStatus = z.enum(deliveryStatuses, {
  error: 'Delivery status must be PENDING, SHIPPED, DELIVERED or CANCELED.',
});
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

export const paymentMethod = z.enum(paymentMethods, {
  error: 'Payment method must be COD or ONLINE_PAYMENT.',
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** One line of an order: name, colour, size and price as they were when it was placed. */
export const orderItem = z.object({
  id: uuid,
  quantity: z.number().int(),
  priceAtPurchase: money,
  /** This line's share of the order's discount, for all its units (to the paisa). */
  discount: money,
  product: z.object({
    id: uuid,
    name: z.string(),
    images: z.array(image),
    variant: z.object({ id: uuid, color: z.string(), size: z.string() }),
  }),
});
export type OrderItem = z.infer<typeof orderItem>;

/** One step of an order's life: the status it took and when; admins also see who set it. */
export const statusChange = z.object({
  status: deliveryStatus,
  at: isoDateTime,
  /** Admin answers only: who made the change (null when the shop did it by itself, e.g. an unpaid order expiring). */
  changedBy: z.string().nullable().optional(),
});
export type StatusChange = z.infer<typeof statusChange>;

export const order = z.object({
  id: uuid,
  orderDate: isoDateTime,
  /** The lines' prices minus the discount, plus the COD fee. */
  orderTotal: money,
  /** Taken off by the offer code. */
  discount: money,
  /**
   * The shop's COD fee as it stood when this cash-on-delivery order was placed ("0.00" for online
   * payment, and while the shop charges none): a line of its own, never shipping; not refunded on a
   * return (docs/api.md §14). Optional for older clients.
   */
  codFee: money.optional(),
  /**
   * Paid from the customer's store credit ("0.00" when none): a means of payment, not a discount, so
   * orderTotal and the invoice keep it; what is left to pay (COD or online) is orderTotal minus this.
   * Optional for older clients.
   */
  storeCreditUsed: money.optional(),
  couponCode: z.string().nullable(),
  deliveryStatus,
  paymentMethod,
  paymentStatus,
  merchantTransactionId: uuid.nullable(),
  items: z.array(orderItem),
  user: z.object({ id: uuid, firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The delivery address as it was when ordered (id = the saved address it came from). */
  address,
  /** Paid (or being paid) through the payment simulator: no money moves (docs/api.md §11). */
  testPayment: z.boolean(),
  /** The provider reported it paid after the order was cancelled: the shop owes the money back. */
  refundDue: z.boolean(),
  /**
   * Admin answers only: the provider captured another amount than the order total, so the payment
   * was never completed (the order is cancelled and the amount captured is due back), and when.
   */
  amountMismatch: z.object({ orderTotal: money, captured: money, at: isoDateTime }).nullable().optional(),
  /** The GST tax invoice's number, given when the order first ships (GET /orders/{id}/invoice). */
  invoiceNumber: z.string().nullable(),
  /** Every delivery status it has had, oldest first. */
  history: z.array(statusChange),
  /**
   * A delivered order: when its return window closes (delivered + the shop's return window days);
   * the shopper may ask to return or exchange until then. Null for an order not delivered.
   */
  returnableUntil: isoDateTime.nullable(),
  /** Its parcel once booked with a courier (docs/api.md §12), with every tracking event. */
  shipment: shipment.nullable(),
  /**
   * A cash-on-delivery order placed while the shop asks shoppers to confirm (docs/api.md §14): their
   * answer, AWAITING until given. Null otherwise; optional for older clients.
   */
  codConfirmation: z.enum(codConfirmationStates).nullable().optional(),
});
export type Order = z.infer<typeof order>;

export type CodConfirmation = NonNullable<Order['codConfirmation']>;

export const placeOrderBody = z.object({
  addressId: z.uuid({ error: ADDRESS_REQUIRED }),
  paymentMethod,
  /** Pay from the store credit balance first, the rest by paymentMethod (docs/api.md "Store credit"). */
  useStoreCredit: z.boolean({ error: 'Use store credit must be true or false.' }).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** `Idempotency-Key`: a repeated POST /orders/place with the same key returns the first order. */
export const placeOrderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty.')
    .max(200, 'Idempotency-Key can be at most 200 characters long.')
    .optional(),
});

export const placedOrder = z.object({
  order,
  /** Online payment only: where to send the browser to pay. */
  redirectUrl: z.string().optional(),
  /** Online payment only: the payment's id, read back by /payment/status. */
  merchantTransactionId: uuid.optional(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

export const orderList = z.object({ orders: z.array(order) });
export type OrderList = z.infer<typeof orderList>;

export const orderResponse = z.object({ order });
export type OrderResponse = z.infer<typeof orderResponse>;

/**
 * GET /admin/shipments/attention: parcels whose delivery failed (latest shipment status UNDELIVERED)
 * and pending orders whose recipient gave no phone for the courier.
 */
export const shipmentAttention = z.object({
  failedDeliveries: z.array(order),
  withoutPhone: z.array(order),
});
export type ShipmentAttention = z.infer<typeof shipmentAttention>;

export const orderCanceled = z.object({ message: z.string(), order });
export type OrderCanceled = z.infer<typeof orderCanceled>;

/** The admin order list's filters: a delivery status and words to find (order number, customer, email, phone). */
export const adminOrderFilters = z.object({
  status: deliveryStatus.optional(),
  q: z.string().trim().max(100, 'The search can be at most 100 characters long.').optional(),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrderQuery = pageQuery(20).extend(adminOrderFilters.shape);
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderPage = z.object({ orders: z.array(order), pagination });
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

export const orderStatusBody = z.object({ deliveryStatus });
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
