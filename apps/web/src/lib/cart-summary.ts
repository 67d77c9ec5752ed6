import type { Cart, CartItem } from '@vastra/contract/cart';
import { formatRupees } from './format';

/** What the shopper pays for one unit of a cart line: the discount price when set, else the original. */
export const unitPrice = (item: CartItem) =>
  item.product.variant.discountPrice ?? item.product.variant.originalPrice;

const toPaise = (amount: string) => Math.round(Number(amount) * 100);

/** A line's price: unit price x quantity, added up in whole paise so no float error creeps in. */
export function linePrice(item: CartItem): string {
  return formatRupees((toPaise(unitPrice(item)) * item.quantity) / 100);
}

/** Why a line cannot be ordered as it stands (docs/api.md §2: available is false), in the shopper's words. */
export function unavailableReason(item: CartItem): string | undefined {
  if (item.available) return undefined;
  const { stock } = item.product.variant;
  if (stock <= 0) return 'This item is out of stock.';
  if (stock < item.quantity) return `Only ${stock} left in stock.`;
  return 'This item is no longer available.';
}

/** The cart at MRP: each line's original price x quantity; the saving is what the shopper pays less. */
export interface CartMrp {
  /** Total MRP in rupees, e.g. "2598.00". */
  mrp: string;
  /** MRP minus the cart's total (sale prices and the offer code together), never below zero. */
  saved: string;
}

/** The cart's MRP total and the saving on it, added up in whole paise. */
export function cartMrp(cart: Pick<Cart, 'items' | 'total'>): CartMrp {
  const mrp = cart.items.reduce(
    (sum, item) => sum + toPaise(item.product.variant.originalPrice) * item.quantity,
    0,
  );
  const saved = Math.max(0, mrp - toPaise(cart.total));
  return { mrp: (mrp / 100).toFixed(2), saved: (saved / 100).toFixed(2) };
}
