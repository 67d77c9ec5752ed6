import { z } from 'zod';
import { uuid } from './common';
import { normaliseIndianMobile, PHONE_INVALID } from './indian-mobile';
import { INDIAN_STATES, isIndianState, STATE_INVALID } from './indian-states';
import { requiredText } from './users';

export const PINCODE_INVALID = 'Pincode must be a 6-digit number.';
export const FULL_NAME_REQUIRED = 'Full name is required.';

/** A 10-digit Indian mobile number, optionally written with +91, spaces or hyphens; stored as the 10 digits. */
export const indianMobile = z.string({ error: PHONE_INVALID }).transform((value, ctx) => {
  const digits = normaliseIndianMobile(value);
  if (digits) return digits;
  ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
  return z.NEVER;
});

/** A state field: one of India's states and union territories, written as the list writes it. */
export const indianState = z
  .string({ error: STATE_INVALID })
  .trim()
  .refine((value) => isIndianState(value), STATE_INVALID);

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
  /** The recipient; null on addresses saved before names and numbers were asked for. */
  fullName: z.string().nullable(),
  /** The recipient's 10-digit mobile number; null on addresses saved before it was asked for. */
  phone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** POST /addresses and PUT /addresses/{id}. addressLine2 may be left out or empty. */
export const addressBody = z.object({
  fullName: requiredText(FULL_NAME_REQUIRED, 100),
  phone: indianMobile,
  addressLine1: requiredText('Address line 1 is required.', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'This field can be at most 200 characters long.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  city: requiredText('City is required.'),
  state: indianState,
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
