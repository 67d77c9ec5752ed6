import { z } from 'zod';
import { grievanceOfficer } from './grievance-officer';

const days = z.object({ from: z.number().int(), to: z.number().int() });

/**
 * GET /store-policies (anyone): the facts the storefront's policy pages are written from, each read
 * from the shop's own settings, delivery rules and company details, so a page never says what the
 * shop does not do.
 */
export const storePolicies = z.object({
  returns: z.object({
    /** Days after delivery in which a shopper may ask to return or exchange; 0: returns are not taken. */
    windowDays: z.number().int(),
  }),
  shipping: z.object({
    /** Shipping is always free (docs/product.md §1). */
    freeShipping: z.boolean(),
    /** Whether cash on delivery is offered at all (the shop may turn it off). */
    cashOnDelivery: z.boolean(),
    daysWithinCity: days,
    daysWithinState: days,
    daysRestOfIndia: days,
    /** Orders placed before this hour (India time) leave the same day. */
    dispatchCutoffHour: z.number().int(),
    /** Pincodes starting with these are not delivered to. */
    blockedPrefixes: z.array(z.string()),
    /** Pincodes starting with these are delivered to, but without cash on delivery. */
    codBlockedPrefixes: z.array(z.string()),
    /** The state the shop ships from (deliveries within it are "within the state"), or null. */
    shipsFromState: z.string().nullable(),
  }),
  /** Who to write to, with the grievance officer; null while no company details are saved. */
  contact: z
    .object({
      name: z.string(),
      address: z.string(),
      pincode: z.string(),
      email: z.string(),
      phone: z.string(),
      grievanceOfficer: grievanceOfficer.nullable(),
    })
    .nullable(),
});
export type StorePolicies = z.infer<typeof storePolicies>;
