import { z } from 'zod';
import { PINCODE_INVALID } from './addresses';
import { isoDateTime } from './common';
import { ndrActions, shipmentStatuses, shippingProviders } from './statuses';

/** A pincode as India Post writes it: six digits (SPEC.md's sentence otherwise). */
export const pincode = z
  .string({ error: PINCODE_INVALID })
  .trim()
  .regex(/^\d{6}$/, PINCODE_INVALID);

/** GET /delivery/check?pincode= */
export const deliveryCheckQuery = z.object({ pincode });

/** A calendar day in India, `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Whether the shop delivers to a pincode, with cash on delivery or not, and by when. */
export const deliveryCheck = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  /** The days the parcel should arrive between, if ordered now; null where it is not served. */
  estimatedDelivery: z.object({ from: isoDate, to: isoDate }).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheck>;

export const shipmentStatus = z.enum(shipmentStatuses);
export type ShipmentStatus = z.infer<typeof shipmentStatus>;

export const shippingProvider = z.enum(shippingProviders);
export type ShippingProviderName = z.infer<typeof shippingProvider>;

/** One thing the courier said about the parcel. */
export const shipmentEvent = z.object({
  at: isoDateTime,
  status: shipmentStatus,
  location: z.string().nullable(),
  description: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEvent>;

/** An order's parcel (Order.shipment): who carries it, its AWB, where it is, every event oldest first. */
export const shipment = z.object({
  provider: shippingProvider,
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  status: shipmentStatus,
  trackingUrl: z.string().nullable(),
  labelUrl: z.string().nullable(),
  events: z.array(shipmentEvent),
});
export type Shipment = z.infer<typeof shipment>;

/** GET /orders/{id}/tracking */
export const trackingResponse = z.object({ shipment: shipment.nullable() });
export type TrackingResponse = z.infer<typeof trackingResponse>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`);

/** POST /orders/{id}/shipment (admin): what the admin typed (manual) and the parcel's size. */
export const shipmentBody = z.object({
  courier: z
    .string()
    .trim()
    .min(1, 'Courier is required.')
    .max(100, 'Courier can be at most 100 characters long.')
    .optional(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'AWB must be 4 to 40 letters, digits or hyphens.')
    .optional(),
  weightGrams: wholeNumber('Weight', 1, 50000).optional(),
  dimensionsCm: z
    .object({
      length: wholeNumber('Length', 1, 200),
      breadth: wholeNumber('Breadth', 1, 200),
      height: wholeNumber('Height', 1, 200),
    })
    .optional(),
});
export type ShipmentBody = z.infer<typeof shipmentBody>;

/** PUT /orders/{id}/shipment/ndr (admin), after a failed attempt. */
export const ndrBody = z.object({
  action: z.enum(ndrActions, { error: 'Action must be REATTEMPT or RTO.' }),
  note: z.string().trim().max(500, 'Note can be at most 500 characters long.').optional(),
});
export type NdrBody = z.infer<typeof ndrBody>;

/** A pincode prefix: the first 1 to 6 digits of the pincodes it covers. */
const pincodePrefix = z
  .string({ error: 'A pincode prefix must be 1 to 6 digits.' })
  .trim()
  .regex(/^\d{1,6}$/, 'A pincode prefix must be 1 to 6 digits.');

const dayRange = (label: string) =>
  z
    .object({ from: wholeNumber(`${label} (from)`, 0, 30), to: wholeNumber(`${label} (to)`, 0, 30) })
    .refine((range) => range.from <= range.to, `${label}: the first day cannot come after the last.`);

/**
 * GET and PUT /admin/delivery-rules: where the shop delivers, where it takes cash on delivery, and how
 * many days a parcel takes after dispatch within the shop's city (the first three digits of its
 * pincode), its state, and the rest of India. An order placed before the cut-off hour (India time)
 * is dispatched the same day, else the next; Sundays see no dispatch.
 */
export const deliveryRules = z.object({
  blockedPrefixes: z.array(pincodePrefix).max(500),
  codBlockedPrefixes: z.array(pincodePrefix).max(500),
  daysWithinCity: dayRange('Days within the city'),
  daysWithinState: dayRange('Days within the state'),
  daysRestOfIndia: dayRange('Days to the rest of India'),
  dispatchCutoffHour: wholeNumber('Dispatch cut-off hour', 0, 23),
});
export type DeliveryRules = z.infer<typeof deliveryRules>;

/** POST /orders/{id}/shipment/events (admin, manual shipments): an event the shop records by hand. */
export const shipmentEventBody = z.object({
  status: z.enum(
    shipmentStatuses.filter((status) => status !== 'BOOKED') as [ShipmentStatus, ...ShipmentStatus[]],
    {
      error:
        'Status must be one of PICKED_UP, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED, UNDELIVERED, RTO_INITIATED or RTO_DELIVERED.',
    },
  ),
  location: z.string().trim().max(200, 'Location can be at most 200 characters long.').optional(),
  description: z.string().trim().max(500, 'Description can be at most 500 characters long.').optional(),
});
export type ShipmentEventBody = z.infer<typeof shipmentEventBody>;

/**
 * POST /admin/shipments (admin): several orders shipped at once, each booked on its own (one that
 * cannot be shipped does not hold the others back); manual shipments name each order's courier and AWB.
 */
export const bulkShipmentBody = z.object({
  orders: z
    .array(
      z.object({
        orderId: z.uuid({ error: 'Must be a valid id.' }),
        courier: shipmentBody.shape.courier,
        awb: shipmentBody.shape.awb,
      }),
    )
    .min(1, 'Choose at least one order to ship.')
    .max(100, 'Ship at most 100 orders at once.'),
  weightGrams: shipmentBody.shape.weightGrams,
  dimensionsCm: shipmentBody.shape.dimensionsCm,
});
export type BulkShipmentBody = z.infer<typeof bulkShipmentBody>;

/** One order's outcome in a bulk shipment: shipped, or the sentence saying why not. */
export const bulkShipmentResult = z.object({
  orderId: z.string(),
  shipped: z.boolean(),
  awb: z.string().nullable(),
  message: z.string().nullable(),
});
export const bulkShipmentResults = z.object({ results: z.array(bulkShipmentResult) });
export type BulkShipmentResults = z.infer<typeof bulkShipmentResults>;

/** GET /admin/shipments/manifest?date= : the parcels booked that day, for the courier's pickup. */
export const manifestQuery = z.object({ date: isoDate.optional() });
export const manifestParcel = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  recipient: z.string(),
  pincode: z.string(),
  /** Cash the courier collects (rupees); "0.00" for a paid order. */
  codAmount: z.string(),
  bookedAt: isoDateTime,
});
export const manifest = z.object({ date: isoDate, parcels: z.array(manifestParcel) });
export type Manifest = z.infer<typeof manifest>;
