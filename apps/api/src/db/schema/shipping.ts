import type { ShipmentStatus, ShippingProviderName } from '@vastra/contract/shipping';
import { shipmentStatuses, shippingProviders } from '@vastra/contract/statuses';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../one-of';
import { returns } from './returns';
import { orders } from './shopping';

/**
 * Where the shop delivers and how fast, one row (id 1): pincode prefixes it does not serve, prefixes
 * without cash on delivery, days from dispatch within its city, its state and the rest of India, and
 * the hour (India time) after which an order leaves the next day. The defaults serve everywhere
 * with COD, so a new shop takes every order it took before.
 */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    id: integer('id').primaryKey().default(1),
    blockedPrefixes: text('blocked_prefixes').array().notNull().default(sql`'{}'::text[]`),
    codBlockedPrefixes: text('cod_blocked_prefixes').array().notNull().default(sql`'{}'::text[]`),
    cityDaysFrom: integer('city_days_from').notNull().default(1),
    cityDaysTo: integer('city_days_to').notNull().default(2),
    stateDaysFrom: integer('state_days_from').notNull().default(2),
    stateDaysTo: integer('state_days_to').notNull().default(4),
    restDaysFrom: integer('rest_days_from').notNull().default(4),
    restDaysTo: integer('rest_days_to').notNull().default(7),
    dispatchCutoffHour: integer('dispatch_cutoff_hour').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_rules_single_row_check', sql`${t.id} = 1`),
    check(
      'delivery_rules_days_check',
      sql`0 <= ${t.cityDaysFrom} and ${t.cityDaysFrom} <= ${t.cityDaysTo} and 0 <= ${t.stateDaysFrom} and ${t.stateDaysFrom} <= ${t.stateDaysTo} and 0 <= ${t.restDaysFrom} and ${t.restDaysFrom} <= ${t.restDaysTo}`,
    ),
    check('delivery_rules_cutoff_check', sql`${t.dispatchCutoffHour} between 0 and 23`),
  ],
);

/** An order's parcel to the shopper (FORWARD), or a return's reverse pickup back to the shop (RETURN). */
export const shipmentKinds = ['FORWARD', 'RETURN'] as const;
export type ShipmentKind = (typeof shipmentKinds)[number];

/**
 * A parcel booked with a provider. `status` is the status of its latest event by the courier's time
 * (`status_at`), never moved back from DELIVERED or RTO_DELIVERED, so events arriving out of order
 * leave it where the parcel really is.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ShipmentKind>().notNull().default('FORWARD'),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<ShippingProviderName>().notNull(),
    courier: text('courier'),
    awb: text('awb'),
    status: text('status').$type<ShipmentStatus>().notNull().default('BOOKED'),
    /** The courier's time of the event that set `status`. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    /** The provider's own ids for the parcel, to ask about it later. */
    providerRef: text('provider_ref'),
    trackingUrl: text('tracking_url'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shipments_forward_order_key').on(t.orderId).where(sql`${t.kind} = 'FORWARD'`),
    uniqueIndex('shipments_return_key').on(t.returnId).where(sql`${t.returnId} is not null`),
    uniqueIndex('shipments_provider_awb_key').on(t.provider, t.awb).where(sql`${t.awb} is not null`),
    index('shipments_booked_at_idx').on(t.bookedAt),
    // The attention list and the polling job read parcels by where they are.
    index('shipments_status_idx').on(t.status),
    check('shipments_kind_check', isOneOf(t.kind, shipmentKinds)),
    check('shipments_kind_return_check', sql`(${t.kind} = 'RETURN') = (${t.returnId} is not null)`),
    check('shipments_provider_check', isOneOf(t.provider, shippingProviders)),
    check('shipments_status_check', isOneOf(t.status, shipmentStatuses)),
    check(
      'shipments_size_check',
      sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
    ),
  ],
);

/** What the courier (or the shop, by hand) said about a parcel; each event once, by its id. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The provider's id for the event, or one made from the AWB, status and time. */
    eventId: text('event_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').$type<ShipmentStatus>().notNull(),
    location: text('location'),
    description: text('description').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_shipment_event_key').on(t.shipmentId, t.eventId),
    index('shipment_events_shipment_at_idx').on(t.shipmentId, t.at),
    check('shipment_events_status_check', isOneOf(t.status, shipmentStatuses)),
  ],
);
