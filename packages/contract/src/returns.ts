import { z } from 'zod';
import { image } from './catalogue';
import { isoDateTime, money, pageQuery, pagination, uuid } from './common';
import { RETURN_REASON_MAX, RETURN_REASONS, RETURN_STATUS_MOVES } from './return-rules';
import { shipmentStatus } from './shipping';
import { refundMethods, refundStates, returnStatuses, returnTypes } from './statuses';
import { refundDestinations } from './store-credit';

/**
 * docs/api.md §10. A shopper asks to send back units of a delivered order, for their
 * money (RETURN) or for another size or colour of the same product (EXCHANGE); the shop approves or
 * rejects, receives the parcel, then refunds or sends the exchange.
 */
export const returnStatus = z.enum(returnStatuses, {
  error: 'Status must be REQUESTED, APPROVED, REJECTED, RECEIVED, REFUNDED or EXCHANGED.',
});
export type ReturnStatus = z.infer<typeof returnStatus>;

export const returnType = z.enum(returnTypes, {
  error: 'Type must be RETURN or EXCHANGE.',
});
export type ReturnType = z.infer<typeof returnType>;

export const refundDestination = z.enum(refundDestinations, {
  error: 'Refund to must be ORIGINAL or STORE_CREDIT.',
});

export { RETURN_REASON_MAX, RETURN_REASONS, RETURN_STATUS_MOVES };

const variantFacts = z.object({ id: uuid, color: z.string(), size: z.string() });

export const returnItem = z.object({
  id: uuid,
  orderItemId: uuid,
  quantity: z.number().int(),
  type: returnType,
  reason: z.string(),
  /** The product as it was ordered (the order line's snapshot). */
  product: z.object({
    id: uuid,
    name: z.string(),
    images: z.array(image),
    variant: variantFacts,
  }),
  /** EXCHANGE only: the size or colour sent instead. */
  exchangeVariant: variantFacts.nullable(),
  /** RETURN only: what these units were paid, after their share of the order's discount (to the paisa). */
  refundAmount: money.nullable(),
});
export type ReturnItem = z.infer<typeof returnItem>;

/** One step of a request's life; `note` is the admin's (a rejection's reason, a COD refund's record). */
export const returnStatusChange = z.object({
  status: returnStatus,
  at: isoDateTime,
  note: z.string().nullable(),
  /** Admin answers only: who made the change (null when the shopper did, i.e. REQUESTED). */
  changedBy: z.string().nullable().optional(),
});
export type ReturnStatusChange = z.infer<typeof returnStatusChange>;

export const refund = z.object({
  amount: money,
  /**
   * How the money goes back: through the payment provider, recorded by the admin for cash on
   * delivery, or into the customer's store credit.
   */
  method: z.enum(refundMethods),
  /** The provider's answer: PENDING until it confirms, then COMPLETED or FAILED; RECORDED refunds are COMPLETED. */
  state: z.enum(refundStates),
  /** Our refund id as sent to the provider (null for a recorded one). */
  reference: z.string().nullable(),
  at: isoDateTime,
});
export type Refund = z.infer<typeof refund>;

/** The reverse pickup booked with the courier when the request was approved with `pickup: true`. */
export const returnPickup = z.object({ awb: z.string(), status: shipmentStatus });
export type ReturnPickup = z.infer<typeof returnPickup>;

export const returnRequest = z.object({
  id: uuid,
  orderId: uuid,
  status: returnStatus,
  items: z.array(returnItem),
  createdAt: isoDateTime,
  /** Every status it has had, oldest first. */
  history: z.array(returnStatusChange),
  /** The customer who asked (admins see who the request is from). */
  customer: z.object({ id: uuid, firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The sum of the items' refundAmount. */
  refundTotal: money,
  /** Where the refund goes, chosen when asked (docs/api.md "Store credit"). Optional for older clients. */
  refundTo: refundDestination.optional(),
  refund: refund.nullable(),
  /** The GST credit note issued with the refund (GET /returns/{id}/credit-note). */
  creditNoteNumber: z.string().nullable(),
  /** Its reverse pickup (docs/api.md §12); null when the shopper sends the parcel back themselves. */
  pickup: returnPickup.nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

const reason = z
  .string({ error: 'Choose a reason.' })
  .trim()
  .min(1, 'Choose a reason.')
  .max(RETURN_REASON_MAX, `The reason can be at most ${RETURN_REASON_MAX} characters long.`);

export const returnItemBody = z.object({
  orderItemId: uuid,
  quantity: z
    .number({ error: 'Quantity must be a whole number of 1 or more.' })
    .int('Quantity must be a whole number of 1 or more.')
    .min(1, 'Quantity must be a whole number of 1 or more.'),
  type: returnType,
  reason,
  /** Required for an EXCHANGE: another variant of the same product. */
  exchangeVariantId: uuid.nullish(),
});

/** POST /orders/{id}/returns. */
export const returnBody = z.object({
  items: z
    .array(returnItemBody, { error: 'Choose at least one item to return or exchange.' })
    .min(1, 'Choose at least one item to return or exchange.')
    .max(100, 'A request can hold at most 100 items.'),
  /** Default: STORE_CREDIT for cash on delivery or an order paid with store credit, else ORIGINAL. */
  refundTo: refundDestination.optional(),
});
export type ReturnBody = z.input<typeof returnBody>;

/** GET /returns/mine: the signed-in customer's requests, newest first. */
export const myReturns = z.object({ returns: z.array(returnRequest) });
export type MyReturns = z.infer<typeof myReturns>;

/** GET /returns?status=&page=&limit= (admin), newest first, 20 a page by default. */
export const adminReturnQuery = pageQuery(20).extend({ status: returnStatus.optional() });
export type AdminReturnQuery = z.infer<typeof adminReturnQuery>;

export const adminReturnPage = z.object({ returns: z.array(returnRequest), pagination });
export type AdminReturnPage = z.infer<typeof adminReturnPage>;

/** PUT /returns/{id}/status (admin). */
export const returnStatusBody = z.object({
  status: returnStatus,
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(1000, 'The note can be at most 1,000 characters long.')
    .nullish(),
  /** APPROVED only: book a reverse pickup with the shop's courier in the same request. */
  pickup: z.boolean({ error: 'Pickup must be true or false.' }).optional(),
});
export type ReturnStatusBody = z.input<typeof returnStatusBody>;

export const returnResponse = z.object({ return: returnRequest });
export type ReturnResponse = z.infer<typeof returnResponse>;
