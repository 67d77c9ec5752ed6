import type { IncomingHttpHeaders } from 'node:http';
import type { NdrBody, ShipmentStatus, ShippingProviderName } from '@vastra/contract/shipping';
import type { Paise } from '../../lib/money';

/** Where a parcel goes, as the order snapshotted it. */
export interface Recipient {
  name: string;
  /** 10 digits; null when the shopper gave none (the admin sees "No phone for the courier"). */
  phone: string | null;
  email: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pincode: string;
}

/** One order's parcel, as handed to a courier. */
export interface Parcel {
  /** Our order id: the provider's order reference, so booking the same order twice is one booking there. */
  orderId: string;
  /** The order number the shopper sees (the first 8 characters of its id). */
  orderNumber: string;
  orderedAt: Date;
  recipient: Recipient;
  lines: { name: string; sku: string; quantity: number; unitPricePaise: Paise; hsnCode: string | null }[];
  totalPaise: Paise;
  /** Cash the courier collects: the order total for cash on delivery, 0 for a paid order. */
  codAmountPaise: Paise;
  weightGrams: number;
  dimensionsCm: { length: number; breadth: number; height: number };
  /** The shop's own pincode, where the courier picks parcels up. */
  pickupPincode: string;
}

/** A parcel sent back by the shopper (a return's reverse pickup): from the recipient to the shop. */
export interface ReturnParcel extends Omit<Parcel, 'codAmountPaise'> {
  /** Our return id: the provider's reference for the reverse pickup. */
  returnId: string;
}

/** What the provider gave back for a booked parcel. */
export interface Booking {
  courier: string | null;
  awb: string;
  trackingUrl: string | null;
  /** The provider's own ids for the parcel (Shiprocket's order and shipment ids), to ask about it later. */
  providerRef: string | null;
}

/** One tracking event, as a provider reported it (a webhook, or an answer to polling). */
export interface TrackingNotice {
  awb: string;
  /**
   * The event's identity: the provider's own id when it sends one, else one made from the AWB, status
   * and time, so the same event delivered twice is recorded once.
   */
  eventId: string;
  status: ShipmentStatus;
  at: Date;
  location: string | null;
  description: string;
}

/** A provider's view of a pincode: null when it has none (the shop's own rules then answer alone). */
export interface Serviceability {
  serviceable: boolean;
  cod: boolean;
  /** Days from dispatch to delivery, when the courier says. */
  days: { from: number; to: number } | null;
  city: string | null;
  state: string | null;
}

/**
 * A way of getting parcels to shoppers, chosen by SHIPPING_PROVIDER (docs/api.md "Delivery"). Every
 * call that reaches a courier throws an HttpError 502 when the courier refuses or cannot be reached,
 * so the caller's transaction leaves nothing half-booked.
 */
export interface ShippingProvider {
  readonly name: ShippingProviderName;
  /** False for manual: the admin types the courier and the AWB, and the provider only records them. */
  readonly booksParcels: boolean;
  /** True when the provider pushes tracking events by webhook; otherwise they are polled with track(). */
  readonly pushesEvents: boolean;
  /** True when serviceability() asks a courier; false when it always answers null (the rules decide). */
  readonly asksCourier: boolean;
  serviceability(query: {
    pickupPincode: string;
    pincode: string;
    cod: boolean;
    weightGrams: number;
  }): Promise<Serviceability | null>;
  /** Books the parcel and asks for its pickup; `typed` is what the admin entered (manual needs both). */
  book(parcel: Parcel, typed: { courier?: string; awb?: string }): Promise<Booking>;
  /** Books a reverse pickup from the shopper back to the shop. */
  bookReturnPickup(parcel: ReturnParcel): Promise<Booking>;
  /** The parcel's events as the provider knows them now, oldest first (providers that do not push). */
  track(booking: Booking): Promise<TrackingNotice[]>;
  /** Tells the courier what to do after a failed attempt. */
  resolveFailedDelivery(booking: Booking, action: NdrBody['action'], note: string | undefined): Promise<void>;
  /**
   * Reads a tracking webhook from its raw body; throws a 401 HttpError unless it provably comes from
   * the provider (as the provider documents its authentication).
   */
  readWebhook(headers: IncomingHttpHeaders, rawBody: Buffer): TrackingNotice[];
}
