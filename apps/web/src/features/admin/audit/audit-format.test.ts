import { describe, expect, it } from 'vitest';
import { auditWhen, entityWord, fieldWords, valueLines, whatWasDone } from './audit-format';

describe('an audit entry in words', () => {
  it('says when in India time, whatever the reader’s zone', () => {
    expect(auditWhen('2026-12-01T10:35:00Z')).toBe('1 Dec 2026, 4:05 pm');
    // Past midnight in India while it is still the evening before in UTC.
    expect(auditWhen('2026-12-01T19:00:00Z')).toBe('2 Dec 2026, 12:30 am');
  });

  it('says what was done from the call', () => {
    expect(whatWasDone({ action: 'POST /api/coupons', entity: 'coupon' })).toBe('Added coupon');
    expect(whatWasDone({ action: 'PUT /api/orders/:id/status', entity: 'order' })).toBe('Changed order');
    expect(whatWasDone({ action: 'POST /api/orders/:id/shipment', entity: 'shipment' })).toBe(
      'Changed shipment',
    );
    expect(whatWasDone({ action: 'DELETE /api/products/:id', entity: 'product' })).toBe('Deleted product');
  });

  it('names fields and kinds of thing in words', () => {
    expect(fieldWords('codMaxOpenOrders')).toBe('Cod max open orders');
    expect(fieldWords('productVariants')).toBe('Product variants');
    expect(fieldWords('staff_role')).toBe('Staff role');
    expect(entityWord('delivery rules')).toBe('Delivery rules');
  });

  it('shows values plainly, a list of objects one line each', () => {
    expect(valueLines('SHIPPED')).toEqual(['SHIPPED']);
    expect(valueLines(null)).toEqual(['none']);
    expect(valueLines('')).toEqual(['empty']);
    expect(valueLines(false)).toEqual(['no']);
    expect(valueLines(['1100', '1101'])).toEqual(['1100, 1101']);
    expect(valueLines({ from: 2, to: 4 })).toEqual(['from 2, to 4']);
    expect(
      valueLines([
        { color: 'White', size: 'M', stock: 4, originalPrice: '999.00' },
        { color: 'Blue', size: 'L', stock: 0, originalPrice: '999.00' },
      ]),
    ).toEqual([
      'color White, size M, stock 4, original price 999.00',
      'color Blue, size L, stock 0, original price 999.00',
    ]);
  });
});
