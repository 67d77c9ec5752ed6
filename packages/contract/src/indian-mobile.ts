export const PHONE_INVALID = 'Mobile number must be 10 digits starting with 6, 7, 8 or 9, like 98765 43210.';

/**
 * A 10-digit Indian mobile number written with or without +91 (or 91 or 0) before it, spaces or
 * hyphens, as the 10 digits; null when it is not one. Stored so, couriers and searches see one form.
 */
export function normaliseIndianMobile(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** 9876543210 -> "+91 98765 43210", how screens, invoices and mail show a stored mobile number. */
export const formatIndianMobile = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
