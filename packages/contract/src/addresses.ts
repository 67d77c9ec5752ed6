import { z } from 'zod';
import { uuid } from './common';
import { requiredText } from './users';

export const PINCODE_INVALID = 'Pincode must be a 6-digit number.';

export const address = z.object({
  id: uuid,
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
  addressLine1: requiredText('Address line 1 is required.', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'This field can be at most 200 characters long.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  city: requiredText('City is required.'),
  state: requiredText('State is required.'),
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
