import type { Order } from '@vastra/contract/orders';
import { Badge } from '../components/Badge';

/**
 * What an admin must know about an order's money beyond its status: it went through the payment
 * simulator (no money moved), or the provider took the money after the order was cancelled (owed back).
 */
export function PaymentFlags({ order }: { order: Pick<Order, 'testPayment' | 'refundDue'> }) {
  if (!order.testPayment && !order.refundDue) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {order.testPayment && (
        <span title="Paid through the payment simulator: no money moved.">
          <Badge tone="neutral">TEST PAYMENT</Badge>
        </span>
      )}
      {order.refundDue && (
        <span title="The payment completed after the order was cancelled: refund the shopper.">
          <Badge tone="red">REFUND DUE</Badge>
        </span>
      )}
    </span>
  );
}
