import type { Cart } from '@vastra/contract/cart';
import type { Order } from '@vastra/contract/orders';
import { formatRupees } from './format';

// The summary rows live apart from the cart lines' prices, which the cart drawer in the entry chunk needs.
const toPaise = (amount: string) => Math.round(Number(amount) * 100);

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
