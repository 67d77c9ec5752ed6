/** A stored 10-digit Indian mobile as providers take it: the country code 91 before it, no plus sign. */
export const withCountryCode = (mobile: string) => `91${mobile}`;

/** A provider's international number (91XXXXXXXXXX, perhaps with +) as the shop stores it, or null. */
export function fromCountryCode(number: string): string | null {
  const digits = number.replace(/^\+/, '');
  return /^91[6-9]\d{9}$/.test(digits) ? digits.slice(2) : null;
}
