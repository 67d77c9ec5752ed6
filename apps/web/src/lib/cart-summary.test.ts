import { describe, expect, it } from 'vitest';
import { aCartItem } from '../test/shoppers';
import { cartMrp, linePrice, unavailableReason, unitPrice } from './cart-summary';

/** An orderable line of one ₹1,299.00 kurta with 10 in stock, unless told otherwise. */
function line({
  quantity = 1,
  available = true,
  discountPrice = null,
  stock = 10,
}: {
  quantity?: number;
  discountPrice?: string | null;
  stock?: number;
  available?: boolean;
}) {
  return aCartItem({ quantity, available, variant: { originalPrice: '1299.00', discountPrice, stock } });
}

describe('cart summary', () => {
  it('totals the MRP over quantities and saves what sale prices and the offer code take off', () => {
    const items = [line({ quantity: 2, discountPrice: '999.00' }), line({ quantity: 1 })];
    // MRP 3 x 1299 = 3897; paid 2 x 999 + 1299 = 3297, less a 100 code = 3197.
    expect(cartMrp({ items, total: '3197.00' })).toEqual({ mrp: '3897.00', saved: '700.00' });
    expect(cartMrp({ items: [line({})], total: '1299.00' })).toEqual({ mrp: '1299.00', saved: '0.00' });
  });

  it('prices a line at the discount price when there is one, else the original price', () => {
    expect(unitPrice(line({ discountPrice: '999.00' }))).toBe('999.00');
    expect(unitPrice(line({}))).toBe('1299.00');
  });

  it('multiplies the unit price by the quantity without float error', () => {
    expect(linePrice(line({ quantity: 3, discountPrice: '333.10' }))).toBe('Rs. 999.30');
    expect(linePrice(line({ quantity: 2 }))).toBe('Rs. 2,598.00');
  });

  it('says why a line cannot be ordered', () => {
    expect(unavailableReason(line({}))).toBeUndefined();
    expect(unavailableReason(line({ available: false, stock: 0 }))).toBe('This item is out of stock.');
    expect(unavailableReason(line({ available: false, stock: 2, quantity: 3 }))).toBe(
      'Only 2 left in stock.',
    );
    expect(unavailableReason(line({ available: false, stock: 9 }))).toBe('This item is no longer available.');
  });
});
