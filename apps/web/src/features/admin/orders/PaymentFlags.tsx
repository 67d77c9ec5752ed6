import type { Order } from '@vastra/contract/orders';
import { formatRupees } from '../../../lib/format';
import { Badge } from '../components/Badge';

/**
 * What an admin must know about an order's money beyond its status: it went through the payment
 * simulator (no money moved), the provider took the money after the order was cancelled (owed back),
 * or it captured another amount than the order total (never completed; both amounts shown).
 */
export function PaymentFlags({
  order,
  detailed = false,
}: {
  order: Pick<Order, 'testPayment' | 'refundDue' | 'amountMismatch'>;
  /** The order's details: the mismatch's amounts written out beside its badge. */
  detailed?: boolean;
}) {
  const mismatch = order.amountMismatch;
  if (!order.testPayment && !order.refundDue && !mismatch) return null;
  const mismatchText = mismatch
    ? `The provider captured ${formatRupees(mismatch.captured)} for an order total of ${formatRupees(mismatch.orderTotal)}: not completed. Refund the shopper.`
    : '';
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {order.testPayment && (
        <span title="Paid through the payment simulator: no money moved.">
          <Badge tone="neutral">TEST PAYMENT</Badge>
        </span>
      )}
      {mismatch && (
        <span title={mismatchText}>
          <Badge tone="red">AMOUNT MISMATCH</Badge>
        </span>
      )}
      {order.refundDue && (
        <span title="The payment completed after the order was cancelled: refund the shopper.">
          <Badge tone="red">REFUND DUE</Badge>
        </span>
      )}
      {mismatch && detailed && <span className="basis-full text-xs text-red-700">{mismatchText}</span>}
    </span>
  );
}
