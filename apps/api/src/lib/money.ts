/** Money is integer paise in code and a 2-decimal string on the wire and in numeric(12,2) columns. */
export type Paise = number;

const moneyPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "1299.5" or 1299.5 -> 129950. Throws on negatives, more than 2 decimals or non-numbers. */
export function toPaise(value: string | number): Paise {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = moneyPattern.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${text}`);
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}

/** 129950 -> "1299.50" */
export function fromPaise(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount of paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** "1299.5" -> "1299.50": an amount as a numeric column or the wire holds it. */
export const exactRupees = (value: string) => fromPaise(toPaise(value));

/** exactRupees for an amount that may be missing: null stays null. */
export const exactRupeesOrNull = (value: string | null) => (value === null ? null : exactRupees(value));

/** A price and its optional discounted price, both as exact 2-decimal amounts. */
export function exactPrices(prices: { originalPrice: string; discountPrice: string | null }) {
  return {
    originalPrice: exactRupees(prices.originalPrice),
    discountPrice: exactRupeesOrNull(prices.discountPrice),
  };
}

// Made once: toLocaleString builds a new formatter on every call, which costs more than a mail's text.
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "12500.00" -> "Rs. 12,500.00", as the storefront shows money. */
export const formatRupees = (amount: string) => `Rs. ${rupees.format(Number(amount))}`;
