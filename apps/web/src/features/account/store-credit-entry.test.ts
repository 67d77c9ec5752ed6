import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../lib/format';
import { signedAmount, storeCreditReason } from './store-credit-entry';

const orderId = '3f2c9a10-1111-4222-8333-444455556666';
const returnId = '9d8e7f60-aaaa-4bbb-8ccc-dddddddddddd';

describe('a store credit entry', () => {
  it('says what it was for, naming the order or the return by its short number', () => {
    expect(storeCreditReason({ reason: 'RETURN_REFUND', orderId: null, returnId })).toBe(
      'Refund for return #9d8e7f60',
    );
    expect(storeCreditReason({ reason: 'ORDER_PAYMENT', orderId, returnId: null })).toBe(
      'Paid for order #3f2c9a10',
    );
    expect(storeCreditReason({ reason: 'ORDER_CANCELED', orderId, returnId: null })).toBe(
      'Order #3f2c9a10 cancelled: credit given back',
    );
  });

  it('shows credit added with a plus and credit spent with a minus', () => {
    expect(signedAmount('799.00', formatRupees)).toBe('+ Rs. 799.00');
    expect(signedAmount('-1300.50', formatRupees)).toBe('- Rs. 1,300.50');
  });
});
