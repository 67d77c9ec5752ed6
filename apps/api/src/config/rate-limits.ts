import { z } from 'zod';

const perWindow = (attempts: number) => z.coerce.number().int().min(1).default(attempts);

/** How many attempts each window allows: the variables, each checked as the server starts. */
export const rateLimitsEnv = z.object({
  RATE_LIMIT_LOGIN: perWindow(10),
  RATE_LIMIT_REGISTER: perWindow(30),
  RATE_LIMIT_OTP_REQUEST: perWindow(3),
  RATE_LIMIT_OTP_RESET: perWindow(10),
  RATE_LIMIT_LOGIN_ACCOUNT: perWindow(20),
  RATE_LIMIT_LOGIN_IP: perWindow(60),
  RATE_LIMIT_REGISTER_IP: perWindow(10),
  RATE_LIMIT_OTP_REQUEST_IP: perWindow(10),
  RATE_LIMIT_PASSWORD_CHANGE: perWindow(5),
  RATE_LIMIT_COUPON: perWindow(10),
  RATE_LIMIT_COUPON_IP: perWindow(30),
  RATE_LIMIT_PAGE_DRAWS_IP: perWindow(600),
});

/** Attempts allowed per window: per client and identifier, per account alone, and per client IP alone. */
export interface RateLimits {
  /** Failed logins a minute for one client IP and identifier. */
  login: number;
  /** Failed logins per 15 minutes for one account, from any IP. */
  loginAccount: number;
  /** Login attempts a minute from one IP, whatever the identifier. */
  loginIp: number;
  /** Registrations per 10 minutes for one IP and email. */
  register: number;
  /** Registrations a minute from one IP, whatever the email. */
  registerIp: number;
  /** Reset codes per 15 minutes for one email, from any IP. */
  otpRequest: number;
  /** Reset-code requests per 15 minutes from one IP, whatever the email. */
  otpRequestIp: number;
  /** Reset attempts per 15 minutes for one email, from any IP. */
  otpReset: number;
  /** Wrong current passwords per 15 minutes for one signed-in user. */
  passwordChange: number;
  /** Offer codes tried a minute by one signed-in user. */
  coupon: number;
  /** Offer codes tried a minute from one IP, whatever the account. */
  couponIp: number;
  /** Shopper pages drawn a minute for one IP (pages kept in memory are not counted). */
  pageDrawsIp: number;
}

export function rateLimits(e: z.infer<typeof rateLimitsEnv>): RateLimits {
  return {
    login: e.RATE_LIMIT_LOGIN,
    loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
    loginIp: e.RATE_LIMIT_LOGIN_IP,
    register: e.RATE_LIMIT_REGISTER,
    registerIp: e.RATE_LIMIT_REGISTER_IP,
    otpRequest: e.RATE_LIMIT_OTP_REQUEST,
    otpRequestIp: e.RATE_LIMIT_OTP_REQUEST_IP,
    otpReset: e.RATE_LIMIT_OTP_RESET,
    passwordChange: e.RATE_LIMIT_PASSWORD_CHANGE,
    coupon: e.RATE_LIMIT_COUPON,
    couponIp: e.RATE_LIMIT_COUPON_IP,
    pageDrawsIp: e.RATE_LIMIT_PAGE_DRAWS_IP,
  };
}
