// The closed lists of an order's, a payment's and a return request's life: one definition each, read
// by the zod schemas (orders.ts, returns.ts), the database's check constraints and the screens. No zod
// here, so the screens and drizzle-kit load the lists without the schema library.

/** Where an order is in its delivery: PENDING until shipped; CANCELED ends it early. */
export const deliveryStatuses = ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED'] as const;

export const paymentMethods = ['COD', 'ONLINE_PAYMENT'] as const;

/** An online payment (and the order's payment): PENDING until the provider answers. */
export const paymentStatuses = ['PENDING', 'COMPLETED', 'FAILED'] as const;

export const returnStatuses = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'REFUNDED',
  'EXCHANGED',
] as const;

/** Units sent back for their money (RETURN), or for another size or colour (EXCHANGE). */
export const returnTypes = ['RETURN', 'EXCHANGE'] as const;

export const refundMethods = ['PROVIDER', 'RECORDED', 'STORE_CREDIT'] as const;

export const refundStates = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/**
 * Where a parcel is, in the courier's words (docs/api.md "Delivery"): UNDELIVERED is a failed attempt,
 * RTO_* a parcel on its way back to the shop. The order's deliveryStatus keeps SPEC.md's four values.
 */
export const shipmentStatuses = [
  'BOOKED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'UNDELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
] as const;

/** Who carries the shop's parcels: SHIPPING_PROVIDER. */
export const shippingProviders = ['manual', 'simulator', 'shiprocket'] as const;

/** What the shop tells the courier after a failed attempt: try again, or bring the parcel back. */
export const ndrActions = ['REATTEMPT', 'RTO'] as const;

/**
 * A cash-on-delivery order the shop asks the shopper to confirm before packing it (docs/api.md §14):
 * AWAITING their answer, CONFIRMED, or DECLINED (by them, or unanswered in the shop's hours).
 */
export const codConfirmationStates = ['AWAITING', 'CONFIRMED', 'DECLINED'] as const;

/** How a COD order was answered: the signed link, a WhatsApp button, the shop on the phone, or no answer in time. */
export const codAnswerWays = ['LINK', 'WHATSAPP', 'PHONE', 'EXPIRED'] as const;

/** The shop's COD confirmation setting: OFF (the default) sends COD orders on as SPEC.md does. */
export const codConfirmationModes = ['OFF', 'ON'] as const;
