import { z } from 'zod';
import { address } from './addresses';
import { isoDateTime, money, pageQuery, pagination, uuid } from './common';
import { deliveryStatus, paymentMethod, paymentStatus } from './orders';
import { returnStatus } from './returns';
import { shipmentStatus } from './shipping';

/** GET /admin/customers: words found in the customer's name, email or mobile, a page at a time. */
export const customerListQuery = pageQuery(20).extend({
  q: z.string().trim().max(100, 'The search can be at most 100 characters long.').optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** A customer as the back office lists them, with how they shop. */
export const customerSummary = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  /** Every order they placed, cancelled ones included. */
  orders: z.number().int(),
  /** The totals of their orders that were not cancelled. */
  amountSpent: money,
  /** Their return and exchange requests, whatever became of them. */
  returns: z.number().int(),
  /** Their cash-on-delivery parcels the courier is bringing or brought back to the shop (RTO). */
  codReturnedToOrigin: z.number().int(),
  lastOrderAt: isoDateTime.nullable(),
  /** The shop has turned cash on delivery off for them. */
  codBlocked: z.boolean(),
  createdAt: isoDateTime,
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const customerPage = z.object({ customers: z.array(customerSummary), pagination });
export type CustomerPage = z.infer<typeof customerPage>;

/** One of the customer's orders, as their page lists it (the orders screen has the rest). */
export const customerOrder = z.object({
  id: uuid,
  orderDate: isoDateTime,
  orderTotal: money,
  deliveryStatus,
  paymentMethod,
  paymentStatus,
  /** The units ordered, over every line. */
  units: z.number().int(),
  /** Where its parcel is, once booked with a courier. */
  parcelStatus: shipmentStatus.nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const customerReturn = z.object({
  id: uuid,
  orderId: uuid,
  status: returnStatus,
  /** The units asked to be returned or exchanged. */
  units: z.number().int(),
  createdAt: isoDateTime,
});
export type CustomerReturn = z.infer<typeof customerReturn>;

export const customerReview = z.object({
  id: uuid,
  productId: uuid,
  productName: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CustomerReview = z.infer<typeof customerReview>;

/** How many of a customer's orders, returns and reviews their page shows, newest first. */
export const CUSTOMER_PAGE_LIST_LIMIT = 50;

/**
 * GET /admin/customers/{id}: the customer, their addresses, and their newest orders, returns and
 * reviews (CUSTOMER_PAGE_LIST_LIMIT of each; the customer's counts count them all).
 */
export const customerDetails = z.object({
  customer: customerSummary,
  addresses: z.array(address),
  orders: z.array(customerOrder),
  returns: z.array(customerReturn),
  reviews: z.array(customerReview),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

/** PUT /admin/customers/{id}: cash on delivery off (true) or on again (false) for this customer. */
export const updateCustomerBody = z.object({
  codBlocked: z.boolean({ error: 'codBlocked must be true or false.' }),
});
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;

export const customerUpdated = z.object({ customer: customerSummary, message: z.string() });
export type CustomerUpdated = z.infer<typeof customerUpdated>;
