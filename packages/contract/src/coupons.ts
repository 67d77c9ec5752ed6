import { z } from 'zod';
import { endsByStart, isoDateTime, momentText, money, pageQuery, pagination, uuid } from './common';
import {
  COUPON_CODE_INVALID,
  COUPON_ENDS_AFTER_START,
  COUPON_MAX_DISCOUNT_PERCENT_ONLY,
  COUPON_PERCENT_AT_MOST_100,
} from './messages';

export const couponType = z.enum(['PERCENT', 'FLAT'], { error: 'Type must be PERCENT or FLAT.' });
export type CouponType = z.infer<typeof couponType>;

/** docs/api.md §8: an offer code as the admin sees it, with how often it was used. */
export const coupon = z.object({
  id: uuid,
  code: z.string(),
  type: couponType,
  /** Percent off for PERCENT ("10.00" is 10%), rupees off for FLAT. */
  value: money,
  minOrderValue: money.nullable(),
  maxDiscount: money.nullable(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  /** Listed for every shopper under the cart's offer code field (GET /offers) while it can be used. */
  showInCart: z.boolean(),
  /**
   * Orders that used it and are not cancelled, an unpaid online order only for its first minutes:
   * one left unpaid gives its use back to other shoppers.
   */
  timesUsed: z.number().int(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponPage = z.object({ data: z.array(coupon), pagination });
export type CouponPage = z.infer<typeof couponPage>;

/** GET /coupons?page=&limit= (newest first, 20 a page by default). */
export const couponPageQuery = pageQuery(20);

export const couponResponse = z.object({ coupon });
export type CouponResponse = z.infer<typeof couponResponse>;

const decimalPattern = /^-?\d{1,10}(\.\d{1,2})?$/;
const paiseOf = (amount: string) => {
  const [rupees = '0', paise = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
};
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** An amount as a number or decimal text, more than 0, at most 2 decimals; normalised to text. */
const amount = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number.` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .regex(decimalPattern, `${label} must be a number with at most 2 decimals.`)
        .refine((value) => !value.startsWith('-') && paiseOf(value) > 0, `${label} must be more than 0.`),
    );

const optionalAmount = (label: string) => z.preprocess(blankToNull, amount(label).nullable());

const optionalLimit = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(1, `${label} must be at least 1.`)
      .max(1_000_000_000, `${label} can be at most 1,000,000,000.`)
      .nullable(),
  );

const optionalMoment = (label: string) => z.preprocess(blankToNull, momentText(label).nullable());

/**
 * POST /coupons and PUT /coupons/{id}: the whole coupon (PUT replaces every field but showInCart,
 * which a client from before it existed never sends: left out, a new coupon is not shown in the cart
 * and an edited one keeps what it had).
 */
export const couponBody = z
  .object({
    code: z
      .string({ error: COUPON_CODE_INVALID })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, COUPON_CODE_INVALID),
    type: couponType,
    value: amount('Value'),
    minOrderValue: optionalAmount('Minimum order value'),
    maxDiscount: optionalAmount('Maximum discount'),
    startsAt: optionalMoment('Start'),
    endsAt: optionalMoment('End'),
    usageLimit: optionalLimit('Total uses'),
    perCustomerLimit: optionalLimit('Uses per customer'),
    firstOrderOnly: z.boolean({ error: 'First order only must be true or false.' }).default(false),
    active: z.boolean({ error: 'Active must be true or false.' }).default(true),
    showInCart: z.boolean({ error: 'Show in the cart must be true or false.' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'PERCENT' && typeof body.value === 'string' && paiseOf(body.value) > 100_00) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_PERCENT_AT_MOST_100 });
    }
    if (body.type === 'FLAT' && body.maxDiscount) {
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: COUPON_MAX_DISCOUNT_PERCENT_ONLY });
    }
    if (endsByStart(body.startsAt, body.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: COUPON_ENDS_AFTER_START });
    }
  });
export type CouponBody = z.input<typeof couponBody>;
export type CouponInput = z.output<typeof couponBody>;

/** POST /cart/coupon. */
export const applyCouponBody = z.object({
  code: z
    .string({ error: 'Please enter an offer code.' })
    .trim()
    .min(1, 'Please enter an offer code.')
    .max(30, 'An offer code is at most 30 characters long.'),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBody>;

/**
 * GET /offers: a coupon any shopper may use now, as the cart lists it. `description` is the server's
 * sentence of what it gives and to whom ("10% off your first order, up to Rs. 500.00").
 */
export const offer = z.object({
  code: z.string(),
  type: couponType,
  value: money,
  minOrderValue: money.nullable(),
  maxDiscount: money.nullable(),
  endsAt: isoDateTime.nullable(),
  firstOrderOnly: z.boolean(),
  description: z.string(),
});
export type Offer = z.infer<typeof offer>;

export const offerList = z.object({ offers: z.array(offer) });
export type OfferList = z.infer<typeof offerList>;
