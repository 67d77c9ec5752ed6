import type { StoreCreditEntry } from '@vastra/contract/store-credit';
import { shortOrderId } from '../../lib/order-format';

/** What a ledger entry was for, as the Store credit page says it (docs/api.md "Store credit"). */
export function storeCreditReason(entry: Pick<StoreCreditEntry, 'reason' | 'orderId' | 'returnId'>): string {
  const order = entry.orderId ? ` #${shortOrderId(entry.orderId)}` : '';
  switch (entry.reason) {
    case 'RETURN_REFUND':
      return `Refund for return #${shortOrderId(entry.returnId ?? '')}`;
    case 'ORDER_PAYMENT':
      return `Paid for order${order}`;
    case 'ORDER_CANCELED':
      return `Order${order} cancelled: credit given back`;
  }
}

/** "+ Rs. 799.00" for credit added, "- Rs. 300.00" for credit spent. */
export function signedAmount(amount: string, format: (rupees: string) => string): string {
  return amount.startsWith('-') ? `- ${format(amount.slice(1))}` : `+ ${format(amount)}`;
}
