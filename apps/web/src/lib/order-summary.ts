import type { Cart } from '@vastra/contract/cart';
import type { Order } from '@vastra/contract/orders';
import { formatRupees } from './format';

// The summary rows live apart from the cart lines' prices, which the cart drawer in the entry chunk needs.
const toPaise = (amount: string) => Math.round(Number(amount) * 100);
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** What an order summary adds up: the lines, the offer code's part, the COD fee and what is paid, in rupees. */
export interface SummaryAmounts {
  subtotal: string;
  discount: string;
  /** "0.00" unless the order is (to be) paid by cash on delivery in a shop that charges a fee. */
  codFee: string;
  total: string;
  couponCode: string | null;
  /** Paid from store credit (none when left out): a means of payment, so the total keeps it. */
  storeCredit?: string;
}

/** A cart's amounts as the server computed them (the code counts only while it applies). */
export function cartAmounts(cart: Cart | undefined): SummaryAmounts | undefined {
  if (!cart) return undefined;
  const { subtotal, discount, total, coupon } = cart;
  return { subtotal, discount, codFee: '0.00', total, couponCode: coupon?.code ?? null };
}

/**
 * The amounts with the shop's COD fee added, as the server will add it to a cash-on-delivery order:
 * after the code's part, which is taken off the goods alone.
 */
export function withCodFee(amounts: SummaryAmounts | undefined, codFee: string): SummaryAmounts | undefined {
  if (!amounts) return undefined;
  return { ...amounts, codFee, total: rupees(toPaise(amounts.total) + toPaise(codFee)) };
}

/** The amounts with as much of the store credit `balance` as the total takes, as the server will take it. */
export function withStoreCredit(
  amounts: SummaryAmounts | undefined,
  balance: string,
): SummaryAmounts | undefined {
  if (!amounts) return undefined;
  return { ...amounts, storeCredit: rupees(Math.min(toPaise(balance), toPaise(amounts.total))) };
}

/** A placed order's amounts: its lines are what it cost before the code took its part and the fee was added. */
export function orderAmounts(order: Order): SummaryAmounts {
  const codFee = order.codFee ?? '0.00';
  return {
    subtotal: rupees(toPaise(order.orderTotal) + toPaise(order.discount) - toPaise(codFee)),
    discount: order.discount,
    codFee,
    total: order.orderTotal,
    couponCode: order.couponCode,
    storeCredit: order.storeCreditUsed ?? '0.00',
  };
}

export interface OrderSummary {
  subtotal: string;
  shipping: string;
  /** "- Rs. 100.00" while a code takes something off, else null (no row). */
  discount: string | null;
  couponCode: string | null;
  /** "Rs. 49.00" while cash on delivery costs a fee, else null (no row). */
  codFee: string | null;
  total: string;
  /** "- Rs. 300.00" while store credit pays part of the total, else null (no row). */
  storeCredit: string | null;
  /** What is left to pay after the store credit ("Rs. 0.00" when it pays all), else null (no row). */
  toPay: string | null;
}

/** A COD fee as the storefront shows it ("Rs. 49.00"), or null while the shop charges none. */
export const shownCodFee = (codFee: string): string | null =>
  toPaise(codFee) > 0 ? formatRupees(codFee) : null;

/** The order summary rows of the cart and checkout: shipping is always FREE; the COD fee is its own row. */
export function orderSummary(amounts: SummaryAmounts | undefined): OrderSummary {
  const subtotal = formatRupees(amounts?.subtotal ?? '0');
  const off = amounts && toPaise(amounts.discount) > 0;
  const credit = toPaise(amounts?.storeCredit ?? '0');
  return {
    subtotal,
    shipping: 'FREE',
    discount: off ? `- ${formatRupees(amounts.discount)}` : null,
    couponCode: off ? amounts.couponCode : null,
    codFee: amounts ? shownCodFee(amounts.codFee) : null,
    total: amounts ? formatRupees(amounts.total) : subtotal,
    storeCredit: amounts && credit > 0 ? `- ${formatRupees(rupees(credit))}` : null,
    toPay: amounts && credit > 0 ? formatRupees(rupees(toPaise(amounts.total) - credit)) : null,
  };
}
