import { z } from 'zod';
import type { ShiprocketConfig } from '../../../config';
import { conflict } from '../../../lib/errors';
import { fromPaise, type Paise } from '../../../lib/money';
import type { Booking, Parcel, Recipient, ReturnParcel, ShippingProvider } from '../shipping-provider';
import { createShiprocketClient, type ShiprocketClient, ShiprocketRefusal, unexpected } from './client';
import { noticesOfActivities } from './tracking';
import { readShiprocketWebhook, type ShiprocketLog } from './webhook';

const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const orderCreated = z.looseObject({
  order_id: id,
  shipment_id: id,
  awb_code: z.string().nullish(),
  courier_name: z.string().nullish(),
});
const awbAssigned = z.looseObject({
  awb_assign_status: z.number(),
  message: z.string().optional(),
  response: z
    .looseObject({
      data: z.looseObject({
        awb_code: z.string().optional(),
        courier_name: z.string().nullish(),
        awb_assign_error: z.string().optional(),
      }),
    })
    .optional(),
});
const courierCompany = z.looseObject({
  courier_company_id: z.number().optional(),
  cod: z.union([z.number(), z.boolean()]).optional(),
  estimated_delivery_days: z.union([z.string(), z.number()]).nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
});
const serviceabilityAnswer = z.looseObject({
  data: z
    .looseObject({
      available_courier_companies: z.array(courierCompany).optional(),
      recommended_courier_company_id: z.number().nullish(),
    })
    .optional(),
});
const trackingAnswer = z.looseObject({
  tracking_data: z.looseObject({
    shipment_track_activities: z.array(z.looseObject({})).nullish(),
  }),
});
const pickupLocations = z.looseObject({
  data: z.looseObject({
    shipping_address: z.array(
      z.looseObject({
        pickup_location: z.string(),
        name: z.string(),
        email: z.string().nullish(),
        phone: z.union([z.string(), z.number()]),
        address: z.string(),
        address_2: z.string().nullish(),
        city: z.string(),
        state: z.string(),
        country: z.string().nullish(),
        pin_code: z.union([z.string(), z.number()]),
      }),
    ),
  }),
});

const ndrActionNames = { REATTEMPT: 're-attempt', RTO: 'return' } as const;

export interface ShiprocketOptions {
  fetch?: typeof fetch;
  now?: () => Date;
  log?: ShiprocketLog;
}

/**
 * Ships through Shiprocket's external API (docs/operations.md "Shiprocket"): serviceability by pincode,
 * an ad-hoc order per parcel with our order id as its reference, the AWB Shiprocket's recommended
 * courier gives, a pickup request, tracking by AWB and by webhook, NDR actions, and return orders
 * for reverse pickups.
 */
export function createShiprocketProvider(
  config: ShiprocketConfig,
  options: ShiprocketOptions = {},
): ShippingProvider {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  const client = createShiprocketClient(config, options.fetch ?? fetch, now);

  return {
    name: 'shiprocket',
    booksParcels: true,
    pushesEvents: true,
    asksCourier: true,

    async serviceability(query) {
      const answer = await client.call({
        method: 'GET',
        path: '/courier/serviceability/',
        query: {
          pickup_postcode: query.pickupPincode,
          delivery_postcode: query.pincode,
          cod: query.cod ? '1' : '0',
          weight: kilograms(query.weightGrams),
        },
        action: `check pincode ${query.pincode}`,
      });
      const parsed = serviceabilityAnswer.safeParse(answer);
      if (!parsed.success) throw unexpected(`check pincode ${query.pincode}`);
      // Not served is an answer without couriers ({ status: 404, message } in place of data).
      const companies = parsed.data.data?.available_courier_companies ?? [];
      // Booking lets Shiprocket pick its recommended courier, so that courier's days are the estimate.
      const recommended =
        companies.find(
          (company) => company.courier_company_id === parsed.data.data?.recommended_courier_company_id,
        ) ?? companies[0];
      if (!recommended) return { serviceable: false, cod: false, days: null, city: null, state: null };
      return {
        serviceable: true,
        cod: companies.some((company) => company.cod === 1 || company.cod === true),
        days: daysOf(recommended.estimated_delivery_days),
        city: recommended.city || null,
        state: recommended.state || null,
      };
    },

    async book(parcel) {
      const created = orderCreated.safeParse(
        await client.call({
          method: 'POST',
          path: '/orders/create/adhoc',
          body: adhocOrder(parcel, config.pickupLocation),
          action: `create the order ${parcel.orderNumber}`,
        }),
      );
      if (!created.success) throw unexpected(`create the order ${parcel.orderNumber}`);
      return shipAndCollect(client, created.data, { isReturn: false, reference: parcel.orderNumber });
    },

    async bookReturnPickup(parcel) {
      const shop = await pickupAddress(client, config.pickupLocation);
      const created = orderCreated.safeParse(
        await client.call({
          method: 'POST',
          path: '/orders/create/return',
          body: returnOrder(parcel, shop),
          action: `create the return of order ${parcel.orderNumber}`,
        }),
      );
      if (!created.success) throw unexpected(`create the return of order ${parcel.orderNumber}`);
      return shipAndCollect(client, created.data, { isReturn: true, reference: parcel.orderNumber });
    },

    async track(booking) {
      const action = `track AWB ${booking.awb}`;
      const answer = trackingAnswer.safeParse(
        await client.call({
          method: 'GET',
          path: `/courier/track/awb/${encodeURIComponent(booking.awb)}`,
          action,
        }),
      );
      if (!answer.success) throw unexpected(action);
      return noticesOfActivities(booking.awb, answer.data.tracking_data.shipment_track_activities ?? []);
    },

    async resolveFailedDelivery(booking, action, note) {
      await client.call({
        method: 'POST',
        path: `/ndr/${encodeURIComponent(booking.awb)}/action`,
        body: {
          action: ndrActionNames[action],
          // Shiprocket requires a comment with every NDR action.
          comments:
            note?.trim() ||
            (action === 'REATTEMPT'
              ? 'Please attempt delivery again.'
              : 'Please return the parcel to the shop.'),
        },
        action:
          action === 'REATTEMPT'
            ? `ask for another attempt on AWB ${booking.awb}`
            : `return AWB ${booking.awb} to the shop`,
      });
    },

    readWebhook(headers, rawBody) {
      return readShiprocketWebhook(headers, rawBody, config.webhookToken, log, now);
    },
  };
}

/**
 * After the order: the AWB (unless Shiprocket already gave one, when the same order is booked again)
 * and the pickup request. A pickup already asked for is Shiprocket's 400 "Already in Pickup Queue.".
 */
async function shipAndCollect(
  client: ShiprocketClient,
  order: z.infer<typeof orderCreated>,
  parcel: { isReturn: boolean; reference: string },
): Promise<Booking> {
  let awb = order.awb_code || null;
  let courier = order.courier_name || null;
  if (!awb) {
    const action = `assign an AWB to order ${parcel.reference}`;
    const assigned = awbAssigned.safeParse(
      await client.call({
        method: 'POST',
        path: '/courier/assign/awb',
        body: { shipment_id: order.shipment_id, is_return: parcel.isReturn ? 1 : 0 },
        action,
      }),
    );
    if (!assigned.success) throw unexpected(action);
    const data = assigned.data.response?.data;
    if (assigned.data.awb_assign_status !== 1 || !data?.awb_code) {
      throw new ShiprocketRefusal(
        200,
        data?.awb_assign_error ?? assigned.data.message ?? 'no AWB',
        `Shiprocket could not ${action}: ${data?.awb_assign_error ?? assigned.data.message ?? 'no courier took the parcel'}`,
      );
    }
    awb = data.awb_code;
    courier = data.courier_name || null;
  }
  try {
    await client.call({
      method: 'POST',
      path: '/courier/generate/pickup',
      body: { shipment_id: [order.shipment_id] },
      action: `schedule the pickup of order ${parcel.reference}`,
    });
  } catch (error) {
    if (!(error instanceof ShiprocketRefusal && /already in pickup queue/i.test(error.shiprocketMessage)))
      throw error;
  }
  return {
    courier,
    awb,
    trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,
    providerRef: `${order.order_id}/${order.shipment_id}`,
  };
}

type PickupAddress = z.infer<typeof pickupLocations>['data']['shipping_address'][number];

/** A return goes to the pickup location's address, as saved in Shiprocket's panel. */
async function pickupAddress(client: ShiprocketClient, name: string): Promise<PickupAddress> {
  const action = 'read the pickup location the return goes back to';
  const answer = pickupLocations.safeParse(
    await client.call({ method: 'GET', path: '/settings/company/pickup', action }),
  );
  if (!answer.success) throw unexpected(action);
  const location = answer.data.data.shipping_address.find((address) => address.pickup_location === name);
  if (!location) {
    throw new ShiprocketRefusal(
      404,
      `no pickup location named ${name}`,
      `Shiprocket has no pickup location named "${name}": SHIPROCKET_PICKUP_LOCATION must be one saved under Settings > Pickup Addresses in Shiprocket.`,
    );
  }
  return location;
}

function adhocOrder(parcel: Parcel, pickupLocation: string) {
  const { recipient } = parcel;
  const [firstName, lastName] = splitName(recipient.name);
  return {
    order_id: parcel.orderId,
    order_date: indiaDateTime(parcel.orderedAt),
    pickup_location: pickupLocation,
    billing_customer_name: firstName,
    billing_last_name: lastName,
    billing_address: recipient.addressLine1,
    billing_address_2: recipient.addressLine2 ?? '',
    billing_city: recipient.city,
    billing_pincode: recipient.pincode,
    billing_state: recipient.state,
    billing_country: 'India',
    billing_email: recipient.email,
    billing_phone: phoneOf(recipient, parcel.orderNumber),
    shipping_is_billing: true,
    order_items: orderItems(parcel),
    payment_method: parcel.codAmountPaise > 0 ? 'COD' : 'Prepaid',
    sub_total: rupees(parcel.totalPaise),
    ...size(parcel),
  };
}

function returnOrder(parcel: ReturnParcel, shop: PickupAddress) {
  const { recipient } = parcel;
  const [firstName, lastName] = splitName(recipient.name);
  const [shopFirstName, shopLastName] = splitName(shop.name);
  return {
    order_id: parcel.returnId,
    order_date: indiaDateTime(parcel.orderedAt),
    pickup_customer_name: firstName,
    pickup_last_name: lastName,
    pickup_address: recipient.addressLine1,
    pickup_address_2: recipient.addressLine2 ?? '',
    pickup_city: recipient.city,
    pickup_state: recipient.state,
    pickup_country: 'India',
    pickup_pincode: recipient.pincode,
    pickup_email: recipient.email,
    pickup_phone: phoneOf(recipient, parcel.orderNumber),
    shipping_customer_name: shopFirstName,
    shipping_last_name: shopLastName,
    shipping_address: shop.address,
    shipping_address_2: shop.address_2 ?? '',
    shipping_city: shop.city,
    shipping_state: shop.state,
    shipping_country: shop.country || 'India',
    shipping_pincode: String(shop.pin_code),
    shipping_email: shop.email ?? '',
    shipping_phone: String(shop.phone),
    order_items: orderItems(parcel),
    // Shiprocket's docs: a return's payment method is always prepaid, nothing is collected.
    payment_method: 'Prepaid',
    sub_total: rupees(parcel.totalPaise),
    ...size(parcel),
  };
}

function orderItems(parcel: Omit<Parcel, 'codAmountPaise'>) {
  return parcel.lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    units: line.quantity,
    selling_price: rupees(line.unitPricePaise),
    ...(line.hsnCode ? { hsn: line.hsnCode } : {}),
  }));
}

function size(parcel: Omit<Parcel, 'codAmountPaise'>) {
  return {
    length: parcel.dimensionsCm.length,
    breadth: parcel.dimensionsCm.breadth,
    height: parcel.dimensionsCm.height,
    weight: Number(kilograms(parcel.weightGrams)),
  };
}

function phoneOf(recipient: Recipient, orderNumber: string): string {
  if (recipient.phone) return recipient.phone;
  throw conflict(
    `Order ${orderNumber} has no phone number, and Shiprocket's couriers need one: add it to the address first.`,
    {
      phone: 'Shiprocket needs a 10-digit phone number for the recipient.',
    },
  );
}

// Shiprocket takes rupees; inside, money stays integer paise until here.
const rupees = (paise: Paise) => Number(fromPaise(paise));

const kilograms = (grams: number) => String(grams / 1000);

function splitName(name: string): [string, string] {
  const [first, ...rest] = name.trim().split(/\s+/);
  return [first ?? name, rest.join(' ')];
}

/** "2025-12-09 14:05", the order's time in India, as Shiprocket's order_date reads it. */
function indiaDateTime(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** "4" or "4 - 7" (days) as a range; null when Shiprocket gives none. */
function daysOf(value: string | number | null | undefined): { from: number; to: number } | null {
  const numbers = String(value ?? '')
    .match(/\d+/g)
    ?.map(Number);
  if (!numbers?.length) return null;
  return { from: Math.min(...numbers), to: Math.max(...numbers) };
}
