/**
 * Sentences the browser and the server both say, word for word (docs/api.md §4: every rule the browser
 * checks is checked again on the server with the same message). No zod here: the storefront
 * imports this file without pulling the schema library into its bundle.
 */

/** docs/product.md §5: identifier and password are required at login. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter your email or username and your password.';

/** docs/product.md §5: checkout requires a selected address. */
export const ADDRESS_REQUIRED = 'Please select a shipping address.';

/** Checkout and POST /orders/place: the shop has turned cash on delivery off for this customer. */
export const COD_OFF_FOR_CUSTOMER = 'Cash on delivery is not available for your account. Please pay online.';

/** Coupon form rules, checked by the admin screen and again by the server. */
export const COUPON_CODE_INVALID = 'Code must be 3 to 30 letters, digits, hyphens or underscores.';
export const COUPON_PERCENT_AT_MOST_100 = 'A percentage can be at most 100.';
export const COUPON_MAX_DISCOUNT_PERCENT_ONLY = 'A maximum discount applies to percentage codes only.';
export const COUPON_ENDS_AFTER_START = 'The end must be after the start.';

/**
 * Why an offer code does not apply to a shopper's cart or order, one sentence per rule, shown
 * beside the code field as the server says it.
 */
export const couponRefusals = {
  unknown: (code: string) => `There is no offer code ${code}. Please check it and try again.`,
  paused: (code: string) => `The code ${code} is paused at the moment.`,
  notStarted: (code: string, from: string) => `The code ${code} can be used from ${from}.`,
  expired: (code: string, on: string) => `The code ${code} expired on ${on}.`,
  belowMinimum: (code: string, minimum: string, short: string) =>
    `The code ${code} needs a minimum order value of ${minimum}. Add ${short} more to use it.`,
  usedUp: (code: string) => `The code ${code} has been used up.`,
  perCustomer: (code: string, times: number) =>
    times === 1
      ? `You have already used the code ${code}. It can be used once per customer.`
      : `You have already used the code ${code} ${times} times, the most it allows per customer.`,
  firstOrderOnly: (code: string) => `The code ${code} is for your first order only.`,
  emptyCart: 'Add something to your cart before applying an offer code.',
  gone: 'The offer code in your cart is no longer available. Please remove it or try another.',
} as const;

/** Back in stock (POST and DELETE /products/{id}/notify): said by the server, shown by the product page. */
export const STOCK_ALERT_ADDED = "We'll tell you when it's back";
export const STOCK_ALERT_REMOVED = "We won't tell you about this one.";
