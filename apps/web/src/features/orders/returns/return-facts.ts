import type { Order, OrderItem } from '@vastra/contract/orders';
import type { ReturnRequest, ReturnStatus } from '@vastra/contract/returns';
import type { RefundDestination } from '@vastra/contract/store-credit';
import { formatRupees } from '../../../lib/format';

type Returnable = Pick<Order, 'deliveryStatus' | 'returnableUntil'>;

/** A delivered order takes return requests until its window closes (the server says when). */
export function returnWindowOpen(order: Returnable, now = Date.now()): boolean {
  return (
    order.deliveryStatus === 'DELIVERED' &&
    order.returnableUntil !== null &&
    Date.parse(order.returnableUntil) > now
  );
}

/** "27 Mar 2025": the day a return window closes, in the reader's own time zone. */
export const formatWindowClose = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Whether the shopper can ask to return or exchange something of the order now. */
export function canRequestReturn(
  order: Returnable & { id: string; items: Pick<OrderItem, 'id' | 'quantity'>[] },
  returns: Pick<ReturnRequest, 'orderId' | 'status' | 'items'>[],
  now = Date.now(),
): boolean {
  return (
    returnWindowOpen(order, now) && [...unitsLeftToReturn(order, returns).values()].some((units) => units > 0)
  );
}

/**
 * Units of each line of the order (by its id) still free to return or exchange: those bought,
 * less those in the shopper's requests for that line that were not rejected.
 */
export function unitsLeftToReturn(
  order: { id: string; items: Pick<OrderItem, 'id' | 'quantity'>[] },
  returns: Pick<ReturnRequest, 'orderId' | 'status' | 'items'>[],
): Map<string, number> {
  const left = new Map(order.items.map((item) => [item.id, item.quantity]));
  for (const request of returns) {
    if (request.orderId !== order.id || request.status === 'REJECTED') continue;
    for (const item of request.items) {
      const bought = left.get(item.orderItemId);
      if (bought !== undefined) left.set(item.orderItemId, Math.max(0, bought - item.quantity));
    }
  }
  return left;
}

const toPaise = (amount: string) => Math.round(Number(amount) * 100);

/** A line's units already asked back for money in requests not rejected, and what they are refunded. */
export interface EarlierRefunds {
  units: number;
  refundedPaise: number;
}

const nothingEarlier: EarlierRefunds = { units: 0, refundedPaise: 0 };

/** Each order line's earlier refunds (by the line's id), from the shopper's requests. */
export function earlierRefunds(
  orderId: string,
  returns: Pick<ReturnRequest, 'orderId' | 'status' | 'items'>[],
): Map<string, EarlierRefunds> {
  const earlier = new Map<string, EarlierRefunds>();
  for (const request of returns) {
    if (request.orderId !== orderId || request.status === 'REJECTED') continue;
    for (const item of request.items) {
      if (item.type !== 'RETURN') continue;
      const known = earlier.get(item.orderItemId) ?? nothingEarlier;
      earlier.set(item.orderItemId, {
        units: known.units + item.quantity,
        refundedPaise: known.refundedPaise + toPaise(item.refundAmount ?? '0'),
      });
    }
  }
  return earlier;
}

/** What the line was paid for all its units: price x quantity, less its share of the order's discount. */
const linePaidPaise = (item: Pick<OrderItem, 'quantity' | 'priceAtPurchase' | 'discount'>) =>
  toPaise(item.priceAtPurchase) * item.quantity - toPaise(item.discount);

/** What one unit of the line was paid, in paise (a fraction when the discount does not split evenly). */
export const unitPaidPaise = (item: Pick<OrderItem, 'quantity' | 'priceAtPurchase' | 'discount'>) =>
  linePaidPaise(item) / item.quantity;

/**
 * What returning `quantity` more units of a line refunds, in paise, as the server reckons it: the
 * line's paid amount for every unit asked back so far, rounded down to the paisa, less what earlier
 * requests already get; so the refunds of a line never add up to more than it was paid.
 */
export function refundEstimatePaise(
  item: Pick<OrderItem, 'quantity' | 'priceAtPurchase' | 'discount'>,
  quantity: number,
  earlier: EarlierRefunds = nothingEarlier,
): number {
  const paid = linePaidPaise(item);
  const upTo = Math.floor((paid * (earlier.units + quantity)) / item.quantity);
  return Math.min(Math.max(upTo - earlier.refundedPaise, 0), paid - earlier.refundedPaise);
}

/** "Return request", "Exchange request" or "Return and exchange": what the request asks for. */
export function requestTitle(request: Pick<ReturnRequest, 'items'>): string {
  const returns = request.items.some((item) => item.type === 'RETURN');
  const exchanges = request.items.some((item) => item.type === 'EXCHANGE');
  if (returns && exchanges) return 'Return and exchange';
  return exchanges ? 'Exchange request' : 'Return request';
}

/** The request's status in the shopper's words: what happened, and what to do next. */
export function returnStatusLabel(request: Pick<ReturnRequest, 'status' | 'refund' | 'refundTotal'>): string {
  switch (request.status) {
    case 'REQUESTED':
      return 'Requested';
    case 'APPROVED':
      return 'Approved: pack the item';
    case 'REJECTED':
      return 'Rejected';
    case 'RECEIVED':
      return 'Received';
    case 'REFUNDED':
      return `Refunded ${formatRupees(request.refund?.amount ?? request.refundTotal)}${request.refund?.method === 'STORE_CREDIT' ? ' to store credit' : ''}`;
    case 'EXCHANGED':
      return 'Exchanged';
  }
}

/** Waiting on the shop yellow, waiting on the shopper blue, settled green, refused red. */
export function returnBadgeClass(status: ReturnStatus): string {
  if (status === 'REFUNDED' || status === 'EXCHANGED')
    return 'bg-emerald-50 text-emerald-700 ring-emerald-600/20';
  if (status === 'REJECTED') return 'bg-red-50 text-red-700 ring-red-600/20';
  if (status === 'APPROVED') return 'bg-sky-50 text-sky-700 ring-sky-600/20';
  return 'bg-yellow-50 text-yellow-800 ring-yellow-600/25';
}

/**
 * Where a refund can go, and where it goes unless the shopper says otherwise, as the server decides:
 * store credit for cash on delivery and for an order paid with store credit (which can be refunded
 * only to store credit), back to the payment for an online order.
 */
export function refundChoices(order: Pick<Order, 'paymentMethod' | 'storeCreditUsed'>): {
  choices: RefundDestination[];
  chosen: RefundDestination;
} {
  if (Number(order.storeCreditUsed ?? '0') > 0) return { choices: ['STORE_CREDIT'], chosen: 'STORE_CREDIT' };
  return {
    choices: ['STORE_CREDIT', 'ORIGINAL'],
    chosen: order.paymentMethod === 'COD' ? 'STORE_CREDIT' : 'ORIGINAL',
  };
}
