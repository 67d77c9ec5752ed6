import { z } from 'zod';
import { uuid } from './common';
import { normaliseIndianMobile, PHONE_INVALID } from './indian-mobile';
import {
  canonicalIndianState,
  INDIAN_STATES,
  type IndianStateName,
  STATE_INVALID,
  STATE_REQUIRED,
} from './indian-states';
import { requiredText } from './users';

export const PINCODE_INVALID = 'Pincode must be a 6-digit number.';
export const FULL_NAME_REQUIRED = 'Full name is required.';

/**
 * A 10-digit Indian mobile number, optionally written with +91, spaces or hyphens, stored as the 10
 * digits; or none: left out, null or blank is null (a form may send the field empty).
 */
export const optionalIndianMobile = z
  .string({ error: PHONE_INVALID })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const digits = normaliseIndianMobile(value);
    if (digits) return digits;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
    return z.NEVER;
  });

/**
 * A state field that must be one of India's states and union territories (the seller's, which its
 * GSTIN starts with): recognised however it is written, and given as the listed name.
 */
export const indianState = z.string({ error: STATE_INVALID }).transform((value, ctx): IndianStateName => {
  const name = canonicalIndianState(value);
  if (name) return name;
  ctx.addIssue({ code: 'custom', message: STATE_INVALID });
  return z.NEVER;
});

/**
 * An address's state: stored as the listed name when it can be recognised ("orissa" -> "Odisha"),
 * else kept as written, since a shopper only has to name one.
 */
export const addressState = requiredText(STATE_REQUIRED).transform(
  (value) => canonicalIndianState(value) ?? value,
);

/** GET /meta/indian-states. */
export const indianStateList = z.object({
  states: z.array(z.object({ name: z.string(), code: z.string() })),
});
export type IndianStateList = z.infer<typeof indianStateList>;

/** GET /meta/indian-states' answer. */
export const indianStates = (): IndianStateList => ({
  states: INDIAN_STATES.map(({ name, code }) => ({ name, code })),
});

export const address = z.object({
  id: uuid,
  /** The recipient; null when none was given (the order then goes to the account's name). */
  fullName: z.string().nullable(),
  /** The recipient's 10-digit mobile number; null when none was given (the account's is used). */
  phone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  /** The listed name of a recognised state or union territory, else as the shopper wrote it. */
  state: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

/**
 * POST /addresses and PUT /addresses/{id}. addressLine2 may be left out or empty; so may the
 * recipient's name and mobile number (the order then goes to the account's), but one that is sent
 * is checked.
 */
export const addressBody = z.object({
  fullName: z
    .string({ error: FULL_NAME_REQUIRED })
    .trim()
    .max(100, 'This field can be at most 100 characters long.')
    .nullable()
    .optional()
    .transform((value) => value || null),
  phone: optionalIndianMobile,
  addressLine1: requiredText('Address line 1 is required.', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'This field can be at most 200 characters long.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  city: requiredText('City is required.'),
  state: addressState,
  postalCode: z
    .string({ error: PINCODE_INVALID })
    .trim()
    .regex(/^\d{6}$/, PINCODE_INVALID),
  isDefault: z.boolean({ error: 'isDefault must be true or false.' }).optional().default(false),
});
export type AddressBody = z.input<typeof addressBody>;

export const addressList = z.object({ addresses: z.array(address) });
export type AddressList = z.infer<typeof addressList>;

export const addressResponse = z.object({ address });
export type AddressResponse = z.infer<typeof addressResponse>;
