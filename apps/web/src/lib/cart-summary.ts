import type { Cart, CartItem } from '@vastra/contract/cart';
import type { Order } from '@vastra/contract/orders';
import { formatRupees } from './format';

/** What the shopper pays for one unit of a cart line: the discount price when set, else the original. */
export const unitPrice = (item: CartItem) =>
  item.product.variant.discountPrice ?? item.product.variant.originalPrice;

const toPaise = (amount: string) => Math.round(Number(amount) * 100);

/** A line's price: unit price x quantity, added up in whole paise so no float error creeps in. */
export function linePrice(item: CartItem): string {
  return formatRupees((toPaise(unitPrice(item)) * item.quantity) / 100);
}

/** What an order summary adds up: the lines, the offer code's part and what is paid, in rupees. */
export interface SummaryAmounts {
  subtotal: string;
  discount: string;
  total: string;
  couponCode: string | null;
}

/** A cart's amounts as the server computed them (the code counts only while it applies). */
export function cartAmounts(cart: Cart | undefined): SummaryAmounts | undefined {
  if (!cart) return undefined;
  const { subtotal, discount, total, coupon } = cart;
  return { subtotal, discount, total, couponCode: coupon?.code ?? null };
}

/** A placed order's amounts: its lines are what it cost before the code took its part. */
export function orderAmounts(order: Order): SummaryAmounts {
  const lines = (toPaise(order.orderTotal) + toPaise(order.discount)) / 100;
  return {
    subtotal: lines.toFixed(2),
    discount: order.discount,
    total: order.orderTotal,
    couponCode: order.couponCode,
  };
}

export interface OrderSummary {
  subtotal: string;
  shipping: string;
  /** "- Rs. 100.00" while a code takes something off, else null (no row). */
  discount: string | null;
  couponCode: string | null;
  total: string;
}

/** The order summary rows of the cart and checkout: shipping is always FREE. */
export function orderSummary(amounts: SummaryAmounts | undefined): OrderSummary {
  const subtotal = formatRupees(amounts?.subtotal ?? '0');
  const off = amounts && toPaise(amounts.discount) > 0;
  return {
    subtotal,
    shipping: 'FREE',
    discount: off ? `- ${formatRupees(amounts.discount)}` : null,
    couponCode: off ? amounts.couponCode : null,
    total: amounts ? formatRupees(amounts.total) : subtotal,
  };
}

/** Why a line cannot be ordered as it stands (API.md: available is false), in the shopper's words. */
export function unavailableReason(item: CartItem): string | undefined {
  if (item.available) return undefined;
  const { stock } = item.product.variant;
  if (stock <= 0) return 'This item is out of stock.';
  if (stock < item.quantity) return `Only ${stock} left in stock.`;
  return 'This item is no longer available.';
}
