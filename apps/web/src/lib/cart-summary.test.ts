import type { CartItem } from '@vastra/contract/cart';
import type { Order } from '@vastra/contract/orders';
import { describe, expect, it } from 'vitest';
import { linePrice, orderAmounts, orderSummary, unavailableReason, unitPrice } from './cart-summary';

function line(overrides: {
  quantity?: number;
  discountPrice?: string | null;
  stock?: number;
  available?: boolean;
}) {
  return {
    id: 'line',
    quantity: overrides.quantity ?? 1,
    productVariantId: 'variant',
    available: overrides.available ?? true,
    product: {
      id: 'product',
      name: 'Cotton Kurta',
      images: [],
      variant: {
        id: 'variant',
        color: 'Indigo',
        colorHexCode: '#3f51b5',
        size: 'M',
        originalPrice: '1299.00',
        discountPrice: overrides.discountPrice === undefined ? null : overrides.discountPrice,
        stock: overrides.stock ?? 10,
      },
    },
  } satisfies CartItem;
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

  it('shows shipping as FREE and the total as the server sent it', () => {
    expect(
      orderSummary({ subtotal: '123456.5', discount: '0.00', total: '123456.50', couponCode: null }),
    ).toEqual({
      subtotal: 'Rs. 1,23,456.50',
      shipping: 'FREE',
      discount: null,
      couponCode: null,
      total: 'Rs. 1,23,456.50',
    });
    expect(orderSummary(undefined).total).toBe('Rs. 0.00');
  });

  it('shows the discount row and its code only while a code takes something off', () => {
    const summary = orderSummary({
      subtotal: '2598.00',
      discount: '259.80',
      total: '2338.20',
      couponCode: 'DIWALI10',
    });
    expect(summary).toMatchObject({
      discount: '- Rs. 259.80',
      couponCode: 'DIWALI10',
      total: 'Rs. 2,338.20',
    });
  });

  it('adds a placed order back up to its lines before the discount, to the paisa', () => {
    const order = { orderTotal: '2338.21', discount: '259.79', couponCode: 'DIWALI10' } as Order;
    expect(orderAmounts(order)).toEqual({
      subtotal: '2598.00',
      discount: '259.79',
      total: '2338.21',
      couponCode: 'DIWALI10',
    });
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
