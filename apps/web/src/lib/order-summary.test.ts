import { describe, expect, it } from 'vitest';
import { anOrder } from '../test/orders';
import { orderAmounts, orderSummary, shownCodFee, withCodFee, withStoreCredit } from './order-summary';

const noFee = { codFee: '0.00' };

describe('order summary', () => {
  it('shows shipping as FREE and the total as the server sent it', () => {
    expect(
      orderSummary({
        subtotal: '123456.5',
        discount: '0.00',
        ...noFee,
        total: '123456.50',
        couponCode: null,
      }),
    ).toEqual({
      subtotal: 'Rs. 1,23,456.50',
      shipping: 'FREE',
      discount: null,
      couponCode: null,
      codFee: null,
      total: 'Rs. 1,23,456.50',
      storeCredit: null,
      toPay: null,
    });
    expect(orderSummary(undefined).total).toBe('Rs. 0.00');
  });

  it('shows the discount row and its code only while a code takes something off', () => {
    const summary = orderSummary({
      subtotal: '2598.00',
      discount: '259.80',
      ...noFee,
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
      codFee: '0.00',
      total: '2338.21',
      couponCode: 'DIWALI10',
      storeCredit: '0.00',
    });
  });
});

describe('the COD fee in the order summary', () => {
  const cart = {
    subtotal: '2598.00',
    discount: '259.79',
    ...noFee,
    total: '2338.21',
    couponCode: 'DIWALI10',
  };

  it('is its own row, never shipping, and is added to the total after the code, to the paisa', () => {
    const summary = orderSummary(withCodFee(cart, '49.50'));
    expect(summary).toEqual({
      subtotal: 'Rs. 2,598.00',
      shipping: 'FREE',
      discount: '- Rs. 259.79',
      couponCode: 'DIWALI10',
      codFee: 'Rs. 49.50',
      total: 'Rs. 2,387.71',
      storeCredit: null,
      toPay: null,
    });
  });

  it('has no row and changes nothing while the shop charges none', () => {
    expect(orderSummary(withCodFee(cart, '0.00'))).toMatchObject({ codFee: null, total: 'Rs. 2,338.21' });
    expect(shownCodFee('0.00')).toBeNull();
    expect(shownCodFee('1000.00')).toBe('Rs. 1,000.00');
  });

  it('takes a placed order’s fee out of its lines and shows it as the order keeps it', () => {
    const order = anOrder({
      orderTotal: '2387.71',
      discount: '259.79',
      codFee: '49.50',
      couponCode: 'DIWALI10',
    });
    expect(orderAmounts(order)).toEqual({ ...cart, codFee: '49.50', total: '2387.71', storeCredit: '0.00' });
    // An order from before the fee existed says nothing of it.
    expect(orderAmounts(anOrder({ orderTotal: '999.00' })).codFee).toBe('0.00');
  });
});

describe('store credit in the order summary', () => {
  const cart = { subtotal: '999.00', discount: '0.00', ...noFee, total: '999.00', couponCode: null };

  it('takes what the balance has, up to the total, and shows what is left to pay', () => {
    expect(orderSummary(withStoreCredit(cart, '300.00'))).toMatchObject({
      total: 'Rs. 999.00',
      storeCredit: '- Rs. 300.00',
      toPay: 'Rs. 699.00',
    });
    expect(orderSummary(withStoreCredit(cart, '1500.00'))).toMatchObject({
      storeCredit: '- Rs. 999.00',
      toPay: 'Rs. 0.00',
    });
  });

  it('shows a placed order’s credit as the order keeps it, and no rows without any', () => {
    const paid = anOrder({ orderTotal: '999.00', storeCreditUsed: '250.50' });
    expect(orderSummary(orderAmounts(paid))).toMatchObject({
      storeCredit: '- Rs. 250.50',
      toPay: 'Rs. 748.50',
    });
    expect(orderSummary(cart)).toMatchObject({ storeCredit: null, toPay: null });
  });
});
