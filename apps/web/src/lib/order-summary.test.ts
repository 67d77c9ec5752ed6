import { describe, expect, it } from 'vitest';
import { anOrder } from '../test/orders';
import { orderAmounts, orderSummary } from './order-summary';

describe('order summary', () => {
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
    const order = anOrder({ orderTotal: '2338.21', discount: '259.79', couponCode: 'DIWALI10' });
    expect(orderAmounts(order)).toEqual({
      subtotal: '2598.00',
      discount: '259.79',
      total: '2338.21',
      couponCode: 'DIWALI10',
    });
  });
});
