import { z } from 'zod';
import { isoDateTime, uuid } from './common';
import { normaliseIndianMobile } from './indian-mobile';
import { staffRoles } from './staff-permissions';

export const userType = z.enum(['CUSTOMER', 'ADMIN']);
export type UserType = z.infer<typeof userType>;

export const user = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  userType,
  /** An ADMIN's staff role (what the back office shows them); absent for customers. */
  staffRole: z.enum(staffRoles).optional(),
  /** True when the shop has turned cash on delivery off for this customer; absent otherwise. */
  codBlocked: z.boolean().optional(),
  /** The mobile was proven with a one-time code (docs/api.md "Phone-first"); optional for older clients. */
  mobileVerified: z.boolean().optional(),
  /** The shopper agreed to order messages on WhatsApp; optional for older clients. */
  whatsappOptIn: z.boolean().optional(),
  createdAt: isoDateTime,
});
export type User = z.infer<typeof user>;

/** A required text field: missing, blank or whitespace-only all give the same sentence. */
export function requiredText(message: string, maxLength = 100) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `This field can be at most ${maxLength} characters long.`);
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long.';

export function password(message: string) {
  return z.string({ error: message }).min(PASSWORD_MIN_LENGTH, message).max(200, 'Password is too long.');
}

export const firstName = requiredText('First name is required.', 50);
export const lastName = requiredText('Last name is required.', 50);

const MOBILE_INVALID = 'Please enter a valid mobile number, like 98765 43210.';

/**
 * The account's mobile number as stored: an Indian mobile however it is written (spaces, dashes,
 * brackets, dots, +91, 91 or 0 before it) becomes its 10 digits; another number written as
 * accounts have always been allowed to (digits, spaces and dashes, perhaps after a +, such as a
 * number abroad) is kept as written; anything else is null.
 */
function accountMobile(text: string): string | null {
  const indian = normaliseIndianMobile(text.replace(/[().]/g, ''));
  if (indian) return indian;
  return /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(text) ? text : null;
}

/** Optional; an empty value means "none" and is stored as null. */
export const mobile = z
  .string({ error: MOBILE_INVALID })
  .trim()
  .refine((value) => value === '' || accountMobile(value) !== null, MOBILE_INVALID)
  .transform((value) => (value ? accountMobile(value) : null))
  .nullable()
  .optional();

const DOB_INVALID = 'Please enter a valid date of birth.';
/** Optional `YYYY-MM-DD` calendar date in the past; an empty value means "none". */
export const dob = z
  .string({ error: DOB_INVALID })
  .trim()
  .refine((value) => value === '' || isPastCalendarDate(value), DOB_INVALID)
  .transform((value) => value || null)
  .nullable()
  .optional();

function isPastCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getUTCFullYear() >= 1900 &&
    date.getTime() <= Date.now()
  );
}

/**
 * PUT /users/profile. An omitted mobile or dob keeps the stored value; null or '' clears it. An omitted
 * whatsappOptIn keeps the shopper's choice.
 */
export const updateProfileBody = z.object({
  firstName,
  lastName,
  mobile,
  dob,
  whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false.' }).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const profileResponse = z.object({ user, message: z.string() });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** PUT /users/change-password. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(200, 'Password is too long.'),
  newPassword: password(NEW_PASSWORD_TOO_SHORT),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/**
 * The session that changed the password carries on: `token` is the very token the call was made
 * with, still working, for clients that store the token this call answers.
 */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
