const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1299.5" -> "Rs. 1,299.50" (the storefront's money format). */
export function formatRupees(amount: string | number): string {
  return `Rs. ${rupees.format(Number(amount))}`;
}

/** "1299.5" -> "₹1,299.50" (the admin product screens). */
export function formatRupeeSymbol(amount: string | number): string {
  return `₹${rupees.format(Number(amount))}`;
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

/** Rounded percentage saved: (original - discount) / original * 100 (SPEC.md §9). */
export function discountPercent(originalPrice: string | number, discountPrice: string | number): number {
  const original = Number(originalPrice);
  return original > 0 ? Math.round(((original - Number(discountPrice)) / original) * 100) : 0;
}
