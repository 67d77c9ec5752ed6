import type { Order } from '@vastra/contract/orders';
import { formatRupees } from '../../lib/format';
import { shownCodFee } from '../../lib/order-summary';

/**
 * How the order placed dialog says the order is paid, after "Your order #x of Rs. T": in cash on
 * delivery as ever, partly from store credit with the rest in cash, or wholly from store credit.
 */
export function placedPayment(order: Pick<Order, 'orderTotal' | 'codFee' | 'storeCreditUsed'>): string {
  const codFee = shownCodFee(order.codFee ?? '0.00');
  const feeNote = codFee ? `, the COD fee of ${codFee} included` : '';
  const credit = Math.round(Number(order.storeCreditUsed ?? '0') * 100);
  const total = Math.round(Number(order.orderTotal) * 100);
  if (credit === 0) return `will be paid in cash on delivery${feeNote}.`;
  if (credit >= total) return 'is paid by store credit.';
  return `is paid ${formatRupees(credit / 100)} by store credit and ${formatRupees((total - credit) / 100)} in cash on delivery${feeNote}.`;
}
