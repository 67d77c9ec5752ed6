import type { CartItem } from '@vastra/contract/cart';
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
