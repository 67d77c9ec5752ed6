import type { ReturnStatus } from '@vastra/contract/returns';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderItem, aReturnItem, aReturnRequest } from '../../../test/orders';
import {
  canRequestReturn,
  earlierRefunds,
  refundChoices,
  refundEstimatePaise,
  requestTitle,
  returnBadgeClass,
  returnStatusLabel,
  returnWindowOpen,
  unitsLeftToReturn,
} from './return-facts';

const order = anOrder({
  id: 'order-1',
  items: [anOrderItem({ id: 'line-kurta', quantity: 3 }), anOrderItem({ id: 'line-saree', quantity: 1 })],
});

const request = (status: ReturnStatus, lines: [string, number][], orderId = 'order-1') =>
  aReturnRequest({
    orderId,
    status,
    items: lines.map(([orderItemId, quantity]) => aReturnItem({ orderItemId, quantity })),
  });

describe('what is left to return', () => {
  it('is every unit bought while nothing was asked for', () => {
    expect(unitsLeftToReturn(order, [])).toEqual(
      new Map([
        ['line-kurta', 3],
        ['line-saree', 1],
      ]),
    );
  });

  it('takes off the units of every request that was not rejected, across several requests', () => {
    const left = unitsLeftToReturn(order, [
      request('REQUESTED', [['line-kurta', 1]]),
      request('REFUNDED', [
        ['line-kurta', 1],
        ['line-saree', 1],
      ]),
    ]);
    expect(left.get('line-kurta')).toBe(1);
    expect(left.get('line-saree')).toBe(0);
  });

  it('gives back the units of a rejected request, and ignores other orders’ requests', () => {
    const left = unitsLeftToReturn(order, [
      request('REJECTED', [['line-kurta', 2]]),
      request('APPROVED', [['line-kurta', 3]], 'order-2'),
    ]);
    expect(left.get('line-kurta')).toBe(3);
  });
});

describe('the refund estimate', () => {
  it('is the price paid per unit times the units returned', () => {
    expect(refundEstimatePaise({ quantity: 3, priceAtPurchase: '999.00', discount: '0.00' }, 2)).toBe(199800);
  });

  it('takes off the line’s share of the order’s discount, rounded down to the paisa as the server does', () => {
    // 3 x 1,000.00 less 100.00 of the code: 2,900.00 paid, 966.666... a unit.
    const line = { quantity: 3, priceAtPurchase: '1000.00', discount: '100.00' };
    expect(refundEstimatePaise(line, 1)).toBe(96666);
    expect(refundEstimatePaise(line, 2)).toBe(193333);
    expect(refundEstimatePaise(line, 3)).toBe(290000);
  });

  it('gives the last units of a line split over requests the odd paise, never more than was paid', () => {
    const line = { quantity: 3, priceAtPurchase: '1000.00', discount: '100.00' };
    expect(refundEstimatePaise(line, 2, { units: 1, refundedPaise: 96666 })).toBe(193334);
    expect(refundEstimatePaise(line, 1, { units: 2, refundedPaise: 193333 })).toBe(96667);
  });

  it('counts as earlier refunds the returned units of requests not rejected, not exchanges', () => {
    const paid = (
      status: ReturnStatus,
      type: 'RETURN' | 'EXCHANGE',
      quantity: number,
      refundAmount: string | null,
    ) =>
      aReturnRequest({
        orderId: 'order-1',
        status,
        items: [aReturnItem({ orderItemId: 'line-kurta', type, quantity, refundAmount })],
      });
    const earlier = earlierRefunds('order-1', [
      paid('REFUNDED', 'RETURN', 1, '966.66'),
      paid('REQUESTED', 'EXCHANGE', 1, null),
      paid('REJECTED', 'RETURN', 1, '966.67'),
    ]);
    expect(earlier.get('line-kurta')).toEqual({ units: 1, refundedPaise: 96666 });
    expect(earlier.get('line-saree')).toBeUndefined();
  });
});

describe('the return window', () => {
  const now = Date.parse('2025-03-10T10:00:00Z');
  it('is open for a delivered order until returnableUntil', () => {
    expect(
      returnWindowOpen({ deliveryStatus: 'DELIVERED', returnableUntil: '2025-03-20T10:00:00Z' }, now),
    ).toBe(true);
    expect(
      returnWindowOpen({ deliveryStatus: 'DELIVERED', returnableUntil: '2025-03-10T09:59:59Z' }, now),
    ).toBe(false);
  });

  it('invites a request only while the window is open and some unit is not yet in one', () => {
    const delivered = {
      ...order,
      deliveryStatus: 'DELIVERED' as const,
      returnableUntil: '2025-03-20T10:00:00Z',
    };
    expect(canRequestReturn(delivered, [request('REQUESTED', [['line-kurta', 2]])], now)).toBe(true);
    const everything = request('APPROVED', [
      ['line-kurta', 3],
      ['line-saree', 1],
    ]);
    expect(canRequestReturn(delivered, [everything], now)).toBe(false);
    expect(canRequestReturn({ ...delivered, returnableUntil: '2025-03-01T10:00:00Z' }, [], now)).toBe(false);
  });

  it('is closed for an order not delivered, or without a window', () => {
    expect(
      returnWindowOpen({ deliveryStatus: 'SHIPPED', returnableUntil: '2025-03-20T10:00:00Z' }, now),
    ).toBe(false);
    expect(returnWindowOpen({ deliveryStatus: 'DELIVERED', returnableUntil: null }, now)).toBe(false);
  });
});

describe('the status in the shopper’s words', () => {
  const at = { refund: null, refundTotal: '1998.00' };
  it('says what happened and what to do next', () => {
    expect(returnStatusLabel({ ...at, status: 'REQUESTED' })).toBe('Requested');
    expect(returnStatusLabel({ ...at, status: 'APPROVED' })).toBe('Approved: pack the item');
    expect(returnStatusLabel({ ...at, status: 'REJECTED' })).toBe('Rejected');
    expect(returnStatusLabel({ ...at, status: 'RECEIVED' })).toBe('Received');
    expect(returnStatusLabel({ ...at, status: 'EXCHANGED' })).toBe('Exchanged');
  });

  it('names the amount refunded', () => {
    expect(returnStatusLabel({ ...at, status: 'REFUNDED' })).toBe('Refunded Rs. 1,998.00');
    const refund = {
      amount: '1899.50',
      method: 'RECORDED',
      state: 'COMPLETED',
      reference: null,
      at: '2025-03-12T10:00:00Z',
    } as const;
    expect(returnStatusLabel({ ...at, refund, status: 'REFUNDED' })).toBe('Refunded Rs. 1,899.50');
  });

  it('colours settled requests green and refused ones red', () => {
    expect(returnBadgeClass('REFUNDED')).toContain('emerald');
    expect(returnBadgeClass('EXCHANGED')).toContain('emerald');
    expect(returnBadgeClass('REJECTED')).toContain('red');
    expect(returnBadgeClass('APPROVED')).toContain('sky');
    expect(returnBadgeClass('REQUESTED')).toContain('yellow');
  });
});

describe('a request’s title', () => {
  const items = (...types: ('RETURN' | 'EXCHANGE')[]) => ({
    items: types.map((type) => aReturnItem({ type })),
  });
  it('says whether it returns, exchanges or both', () => {
    expect(requestTitle(items('RETURN'))).toBe('Return request');
    expect(requestTitle(items('EXCHANGE', 'EXCHANGE'))).toBe('Exchange request');
    expect(requestTitle(items('EXCHANGE', 'RETURN'))).toBe('Return and exchange');
  });
});

describe('where a refund goes', () => {
  it('defaults to store credit for cash on delivery and back to the payment for an online order', () => {
    expect(refundChoices({ paymentMethod: 'COD', storeCreditUsed: '0.00' })).toEqual({
      choices: ['STORE_CREDIT', 'ORIGINAL'],
      chosen: 'STORE_CREDIT',
    });
    expect(refundChoices({ paymentMethod: 'ONLINE_PAYMENT', storeCreditUsed: '0.00' }).chosen).toBe(
      'ORIGINAL',
    );
  });

  it('offers only store credit for an order paid partly with it', () => {
    expect(refundChoices({ paymentMethod: 'ONLINE_PAYMENT', storeCreditUsed: '120.00' })).toEqual({
      choices: ['STORE_CREDIT'],
      chosen: 'STORE_CREDIT',
    });
  });
});
