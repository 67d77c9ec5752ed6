import { describe, expect, it } from 'vitest';
import { aCartItem } from '../test/shoppers';
import { linePrice, unavailableReason, unitPrice } from './cart-summary';

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
