import { z } from 'zod';
import { normaliseIndianMobile, PHONE_INVALID } from './indian-mobile';
import { LOGIN_FIELDS_REQUIRED } from './messages';
import { dob, firstName, lastName, mobile, PASSWORD_TOO_SHORT, password, requiredText, user } from './users';

const EMAIL_INVALID = 'Please enter a valid email address.';
export const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }));

const USERNAME_REQUIRED = 'Username is required.';
const USERNAME_WITH_AT = 'Username may not contain the @ sign: you sign in with your email or your username.';
const USERNAME_UNTYPABLE = 'Username may not contain tabs or line breaks.';
const USERNAME_TOO_LONG = 'Username can be at most 50 characters long.';

/**
 * Any name a shopper can type into the sign-in box: letters of any script, digits, dots, dashes,
 * underscores and spaces, in any case. Refused is only what would break signing in with it: an '@'
 * (the sign-in box takes an email or a username), and tabs or line breaks, which it cannot hold.
 * Kept in Unicode's composed form, as the sign-in identifier is, so a typed 'é' finds a stored one.
 */
export const username = z
  .string({ error: USERNAME_REQUIRED })
  .trim()
  .normalize('NFC')
  .min(1, USERNAME_REQUIRED)
  .max(50, USERNAME_TOO_LONG)
  .refine((value) => !value.includes('@'), USERNAME_WITH_AT)
  .refine((value) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value), USERNAME_UNTYPABLE);

/** POST /auth/register. Empty mobile and dob may be left out. */
export const registerBody = z.object({
  firstName,
  lastName,
  username,
  email,
  password: password(PASSWORD_TOO_SHORT),
  mobile,
  dob,
});
export type RegisterBody = z.input<typeof registerBody>;

export const registerResponse = z.object({ message: z.string(), user });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST /auth/login: the identifier is an email or a username, in any case. */
export const loginBody = z.object({
  identifier: requiredText(LOGIN_FIELDS_REQUIRED, 254).normalize('NFC'),
  password: z
    .string({ error: LOGIN_FIELDS_REQUIRED })
    .min(1, LOGIN_FIELDS_REQUIRED)
    .max(200, 'Password is too long.'),
});
export type LoginBody = z.input<typeof loginBody>;

export const authResponse = z.object({ token: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;

/** POST /auth/forgot-password/request-otp. */
export const requestOtpBody = z.object({ email });
export type RequestOtpBody = z.input<typeof requestOtpBody>;

export const OTP_INVALID = 'The code is wrong or has expired. Please request a new one.';

const otp = z
  .string({ error: 'Please enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code.');

/** POST /auth/forgot-password/reset. */
export const resetPasswordBody = z.object({
  email,
  otp,
  newPassword: password(PASSWORD_TOO_SHORT),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** An Indian mobile number however it is written (+91, spaces, dashes), as its 10 digits. */
export const signInMobile = z
  .string({ error: 'Mobile number is required.' })
  .trim()
  .min(1, 'Mobile number is required.')
  .max(20, PHONE_INVALID)
  .refine((value) => normaliseIndianMobile(value) !== null, PHONE_INVALID)
  .transform((value) => normaliseIndianMobile(value) as string);

/** POST /auth/otp/request. */
export const mobileOtpRequestBody = z.object({ mobile: signInMobile });
export type MobileOtpRequestBody = z.input<typeof mobileOtpRequestBody>;

/** An optional name: blank counts as left out, so the server can name what a new number needs. */
const optionalName = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .max(50, 'This field can be at most 50 characters long.')
  .transform((value) => value || undefined)
  .optional();

/**
 * POST /auth/otp/verify. A known (verified) mobile signs in; a new one needs firstName and lastName
 * and creates a customer, with the email when one is given.
 */
export const mobileOtpVerifyBody = z.object({
  mobile: signInMobile,
  otp,
  firstName: optionalName,
  lastName: optionalName,
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    email.optional(),
  ),
});
export type MobileOtpVerifyBody = z.input<typeof mobileOtpVerifyBody>;

/** POST /users/profile/mobile/verify: the code sent to the profile's mobile. */
export const verifyProfileMobileBody = z.object({ otp });
export type VerifyProfileMobileBody = z.input<typeof verifyProfileMobileBody>;

/** The sentence a new mobile gets when it signs up without a name. */
export const MOBILE_NAMES_NEEDED = 'Please tell us your name to create your account.';
