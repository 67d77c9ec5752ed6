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
