import { z } from 'zod';
import { money } from './common';
import { gstRatePercent } from './gst';
import { codConfirmationModes } from './statuses';

/**
 * GET and PUT /admin/settings: the shop's own rules (docs/api.md §11). Cash on delivery orders cost
 * the shop a courier trip each, so one account may hold only so many open (not yet delivered or
 * cancelled) at once, and of so much value; an unpaid online order holds its units until it is paid
 * or expires, so one account may have only so many waiting, holding only so many units of one item;
 * one order line holds at most so many units.
 */
/** The order messages a shop may also send by WhatsApp (docs/api.md §14); mail goes as before either way. */
export const orderMessageKinds = [
  'ORDER_PLACED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'UNDELIVERED',
] as const;
export type OrderMessageKind = (typeof orderMessageKinds)[number];

/** Every message a shop may send by WhatsApp: the order messages, and back in stock (WhatsApp instead of mail). */
export const whatsappMessageKinds = [...orderMessageKinds, 'BACK_IN_STOCK'] as const;
export type WhatsAppMessageKind = (typeof whatsappMessageKinds)[number];

export const shopSettings = z.object({
  /** Open cash-on-delivery orders one account may have; 0 turns cash on delivery off. */
  codMaxOpenOrders: z.number().int(),
  /** The most, in rupees, one account's open cash-on-delivery orders may add up to. */
  codMaxOpenValue: money,
  /** Units of one variant in one cart line or order line. */
  maxQuantityPerLine: z.number().int(),
  /** Unpaid online orders one account may have waiting at once (at least 1). */
  onlineMaxUnpaidOrders: z.number().int(),
  /**
   * Units of one variant one account's unpaid online orders may hold together; an order of a variant
   * none of them holds yet is bounded by `maxQuantityPerLine` alone.
   */
  onlineMaxHeldUnits: z.number().int(),
  /**
   * GST on apparel without a rate of its own: `apparelRateUpTo` percent on a piece whose price, less
   * that tax, is at most `apparelThreshold` rupees, else `apparelRateAbove` percent.
   */
  apparelThreshold: money,
  apparelRateUpTo: z.number(),
  apparelRateAbove: z.number(),
  /** Days after delivery in which a shopper may ask to return or exchange; 0 takes no returns. */
  returnWindowDays: z.number().int(),
  /** Which messages go by WhatsApp to shoppers who opted in; optional for older clients. */
  whatsappMessages: z.array(z.enum(whatsappMessageKinds)).optional(),
  /** ON: a cash-on-delivery order waits for its shopper to confirm it (docs/api.md §14); optional for older clients. */
  codConfirmation: z.enum(codConfirmationModes).optional(),
  /** Hours a shopper has to confirm before the order is cancelled. */
  codConfirmationHours: z.number().int().optional(),
  /** Cash on delivery is off for a customer with more parcels than this returned to origin; null: no limit. */
  codMaxReturnedParcels: z.number().int().nullable().optional(),
  /**
   * Rupees a cash-on-delivery order adds as its own line, "COD fee" (never shipping, which stays
   * free), fixed when the order is placed; "0.00" by default. Optional for older clients.
   */
  codFee: money.optional(),
});
export type ShopSettings = z.infer<typeof shopSettings>;

/**
 * GET /meta/shop-rules (anyone): the shop's rules a storefront screen needs before the server would
 * refuse, so a quantity stepper stops at the lower of the stock and `maxQuantityPerLine`; and the COD
 * fee, so checkout shows the total a cash-on-delivery shopper will pay before they place the order.
 */
export const shopperRules = shopSettings.pick({ maxQuantityPerLine: true, codFee: true });
export type ShopperRules = z.infer<typeof shopperRules>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`);

const THRESHOLD_INVALID = 'Apparel price threshold must be an amount in rupees, like 2500.00.';
const AMOUNT_INVALID = 'Open cash on delivery value must be an amount in rupees, like 20000.00.';

/** The highest COD fee a shop may set, in rupees: kept as a whole number for the database's check too. */
export const COD_FEE_MAX = 1000;
const COD_FEE_INVALID = `COD fee must be an amount in rupees from 0 to ${COD_FEE_MAX}, like 49.00.`;

export const shopSettingsBody = z.object({
  codMaxOpenOrders: wholeNumber('Open cash on delivery orders', 0, 1000),
  /** Rupees as a decimal string, like all money on the wire ("20000.00"). */
  codMaxOpenValue: z
    .string({ error: AMOUNT_INVALID })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, AMOUNT_INVALID),
  maxQuantityPerLine: wholeNumber('Units per item', 1, 1000),
  /** Left out: unchanged. */
  onlineMaxUnpaidOrders: wholeNumber('Online payments waiting', 1, 1000).optional(),
  /** Left out: unchanged. */
  onlineMaxHeldUnits: wholeNumber('Units waiting for payment', 1, 1000).optional(),
  /** Left out: unchanged. */
  apparelThreshold: z
    .string({ error: THRESHOLD_INVALID })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, THRESHOLD_INVALID)
    .optional(),
  apparelRateUpTo: gstRatePercent('Apparel GST up to the threshold').optional(),
  apparelRateAbove: gstRatePercent('Apparel GST above the threshold').optional(),
  /** Left out: unchanged. */
  returnWindowDays: wholeNumber('Return window days', 0, 365).optional(),
  /** Left out: unchanged. */
  whatsappMessages: z
    .array(z.enum(whatsappMessageKinds, { error: 'Choose from the order messages listed.' }), {
      error: 'whatsappMessages must be a list of order messages.',
    })
    .max(whatsappMessageKinds.length)
    .optional(),
  /** Left out: unchanged. */
  codConfirmation: z.enum(codConfirmationModes, { error: 'COD confirmation must be OFF or ON.' }).optional(),
  /** Left out: unchanged. */
  codConfirmationHours: wholeNumber('Hours to confirm', 1, 168).optional(),
  /** Left out: unchanged; null: no limit. */
  codMaxReturnedParcels: wholeNumber('Parcels returned before COD is turned off', 0, 1000)
    .nullable()
    .optional(),
  /** Left out: unchanged. Rupees as a decimal string ("49.00"). */
  codFee: z
    .string({ error: COD_FEE_INVALID })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, COD_FEE_INVALID)
    .refine((fee) => Number(fee) <= COD_FEE_MAX, COD_FEE_INVALID)
    .optional(),
});
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

/** GET /admin/dashboard's list of new accounts with unusually many open cash-on-delivery orders. */
export const codWatchEntry = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  openCodOrders: z.number().int(),
  openCodValue: money,
});
export type CodWatchEntry = z.infer<typeof codWatchEntry>;
