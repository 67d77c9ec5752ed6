import { z } from 'zod';
import { LOGIN_FIELDS_REQUIRED } from './messages';
import { dob, firstName, lastName, mobile, PASSWORD_TOO_SHORT, password, requiredText, user } from './users';

const EMAIL_INVALID = 'Please enter a valid email address.';
export const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }));

const USERNAME_INVALID = 'Username may not contain spaces or the @ sign.';
export const username = requiredText('Username is required.', 50).refine(
  (value) => !/[\s@]/.test(value),
  USERNAME_INVALID,
);

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
  identifier: requiredText(LOGIN_FIELDS_REQUIRED, 254),
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

/** POST /auth/forgot-password/reset. */
export const resetPasswordBody = z.object({
  email,
  otp: z
    .string({ error: 'Please enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
  newPassword: password(PASSWORD_TOO_SHORT),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
