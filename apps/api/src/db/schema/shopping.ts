import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '@vastra/contract/orders';
import {
  codAnswerWays,
  codConfirmationStates,
  deliveryStatuses,
  paymentMethods,
  paymentStatuses,
} from '@vastra/contract/statuses';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../one-of';
import { products, productVariants } from './catalogue';
import { coupons } from './coupons';
import { users } from './users';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique('carts_user_id_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The offer code the shopper applied; it stays while they shop and is tried again at checkout. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a coupon clears it from the carts holding it.
  (t) => [index('carts_coupon_id_idx').on(t.couponId).where(sql`${t.couponId} is not null`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_variant_key').on(t.cartId, t.productVariantId),
    index('cart_items_product_variant_id_idx').on(t.productVariantId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const wishlists = pgTable('wishlists', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('wishlists_user_id_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The colour the shopper was looking at when they saved it, so the wishlist shows that photo. */
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_wishlist_product_key').on(t.wishlistId, t.productId),
    index('wishlist_items_product_id_idx').on(t.productId),
  ],
);

/** An order with a snapshot of its delivery address: later address edits never reach it. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    orderTotal: numeric('order_total', { precision: 12, scale: 2 }).notNull(),
    /** Taken off by the offer code: order_total is the lines' prices minus this (plus the COD fee). */
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * The shop's COD fee as it stood when this cash-on-delivery order was placed (0 for online
     * payment): order_total includes it, refunds of returns never do.
     */
    codFee: numeric('cod_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * Paid from the customer's store credit when placed (modules/store-credit): a means of payment,
     * so order_total includes it; what is left to collect or charge is order_total minus this.
     */
    storeCreditUsed: numeric('store_credit_used', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The code used (as it was spelt then); coupon_id is null once the coupon is deleted. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('PENDING'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    /** The id of the order's online payment (our merchantTransactionId); null for COD. */
    merchantTransactionId: uuid('merchant_transaction_id'),
    idempotencyKey: text('idempotency_key'),
    /** Set while the order's units are back on the shelf (canceled); guards against returning them twice. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    sourceAddressId: uuid('source_address_id'),
    /** The recipient as the address named them when ordered; null on orders placed before they were asked for. */
    fullName: text('full_name'),
    phone: text('phone'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /**
     * Set on a cash-on-delivery order placed while the shop asks for confirmation (modules/cod-confirmation):
     * the shopper's answer, the time by which an unanswered order is cancelled, and when and how it was answered.
     */
    codConfirmation: text('cod_confirmation').$type<(typeof codConfirmationStates)[number]>(),
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    codAnsweredAt: timestamp('cod_answered_at', { withTimezone: true }),
    codAnsweredVia: text('cod_answered_via').$type<(typeof codAnswerWays)[number]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Nulls first, as ORDER BY ... DESC sorts them: otherwise the planner sorts instead of reading the index.
    index('orders_user_newest_idx').on(t.userId, t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_newest_idx').on(
      t.deliveryStatus,
      t.orderDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_newest_idx').on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('orders_merchant_transaction_id_key').on(t.merchantTransactionId),
    // A customer's open cash-on-delivery orders, counted at every COD checkout (cod-allowance.ts):
    // only those are read, however many delivered ones the customer has.
    index('orders_open_cod_idx')
      .on(t.userId)
      .where(sql`${t.paymentMethod} = 'COD' and ${t.deliveryStatus} in ('PENDING', 'SHIPPED')`),
    // A customer's unpaid online orders, counted at every online checkout (the online allowance).
    index('orders_unpaid_online_idx')
      .on(t.userId)
      .where(
        sql`${t.paymentMethod} = 'ONLINE_PAYMENT' and ${t.paymentStatus} = 'PENDING' and ${t.deliveryStatus} in ('PENDING', 'SHIPPED')`,
      ),
    // A coupon's uses, in all and per customer, are counted from here.
    index('orders_coupon_user_idx').on(t.couponId, t.userId).where(sql`${t.couponId} is not null`),
    uniqueIndex('orders_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('orders_delivery_status_check', isOneOf(t.deliveryStatus, deliveryStatuses)),
    check('orders_payment_method_check', isOneOf(t.paymentMethod, paymentMethods)),
    check('orders_payment_status_check', isOneOf(t.paymentStatus, paymentStatuses)),
    check('orders_total_check', sql`${t.orderTotal} >= 0`),
    check('orders_discount_check', sql`${t.discount} >= 0`),
    check('orders_cod_fee_check', sql`${t.codFee} >= 0`),
    check('orders_store_credit_used_check', sql`${t.storeCreditUsed} between 0 and ${t.orderTotal}`),
    check('orders_cod_confirmation_check', isOneOf(t.codConfirmation, codConfirmationStates)),
    check('orders_cod_answered_via_check', isOneOf(t.codAnsweredVia, codAnswerWays)),
    // The orders still waiting for their shopper's answer, swept when their time is up.
    index('orders_cod_awaiting_idx').on(t.codConfirmBy).where(sql`${t.codConfirmation} = 'AWAITING'`),
    // The admin's order search finds words anywhere in these.
    index('orders_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

/** One line of an order, with the product's name, colour, size and price as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    priceAtPurchase: numeric('price_at_purchase', { precision: 12, scale: 2 }).notNull(),
    /** This line's share of the order's discount (all its units), so its tax is on what was paid. */
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The product's HSN code and GST rate (percent) as invoiced: kept from when the order first shipped. */
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_product_variant_id_idx').on(t.productVariantId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.priceAtPurchase} >= 0`),
    check(
      'order_items_discount_check',
      sql`${t.discount} >= 0 and ${t.discount} <= ${t.priceAtPurchase} * ${t.quantity}`,
    ),
  ],
);

/** An online payment attempt; its id is the merchantTransactionId sent to the provider. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    providerReference: text('provider_reference'),
    /** The provider's own id for this payment, when it keeps one beside ours (Razorpay's order_...). */
    providerOrderId: text('provider_order_id'),
    /** When the provider reported it paid after its order had been cancelled: the money is owed back. */
    paidAfterCancelAt: timestamp('paid_after_cancel_at', { withTimezone: true }),
    /**
     * What the provider captured when it was not the order total (never completed: the admin sees both
     * amounts), and when that was first found.
     */
    capturedAmount: numeric('captured_amount', { precision: 12, scale: 2 }),
    amountMismatchAt: timestamp('amount_mismatch_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    index('payments_paid_after_cancel_idx')
      .on(t.paidAfterCancelAt)
      .where(sql`${t.paidAfterCancelAt} is not null`),
    index('payments_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('payments_provider_order_id_idx')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    check('payments_status_check', isOneOf(t.status, paymentStatuses)),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The webhook events a payment provider has delivered, by the provider's event id: a provider sends
 * an event again until it is answered, and the same event twice is applied once.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Every delivery status an order has had, with when and who set it (null: the shop itself, or unknown). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.at, t.id),
    index('order_status_history_changed_by_idx').on(t.changedBy),
    check('order_status_history_status_check', isOneOf(t.status, deliveryStatuses)),
  ],
);
