import { describe, expect, it } from 'vitest';
import { anAddress } from '../../test/shoppers';
import {
  addressLine,
  canCancel,
  canReview,
  orderNumber,
  paymentNote,
  reviewFormLink,
  statusBadgeClass,
} from './order-facts';

describe('order facts', () => {
  it('numbers an order as # and the first 8 characters of its id', () => {
    expect(orderNumber('3f2a9c1e-0b7d-4c55-9e61-2a0f1b3c4d5e')).toBe('#3f2a9c1e');
  });

  it('colours the status badge green, blue, red, and yellow for anything else', () => {
    expect(statusBadgeClass('DELIVERED')).toContain('emerald');
    expect(statusBadgeClass('SHIPPED')).toContain('sky');
    expect(statusBadgeClass('CANCELED')).toContain('red');
    expect(statusBadgeClass('PENDING')).toContain('yellow');
    expect(statusBadgeClass('SOMETHING_NEW')).toContain('yellow');
  });

  it('lets a shopper cancel only a pending order', () => {
    expect(canCancel({ deliveryStatus: 'PENDING' })).toBe(true);
    expect(canCancel({ deliveryStatus: 'SHIPPED' })).toBe(false);
    expect(canCancel({ deliveryStatus: 'CANCELED' })).toBe(false);
  });

  it("invites a review only once the order was delivered, at the product page's review form", () => {
    expect(canReview({ deliveryStatus: 'DELIVERED' })).toBe(true);
    expect(canReview({ deliveryStatus: 'SHIPPED' })).toBe(false);
    expect(canReview({ deliveryStatus: 'CANCELED' })).toBe(false);
    expect(reviewFormLink('p-1')).toBe('/product/p-1#write-review');
  });

  it('describes an online payment and says nothing for cash on delivery', () => {
    expect(paymentNote({ paymentMethod: 'COD', paymentStatus: 'PENDING' })).toBeUndefined();
    expect(paymentNote({ paymentMethod: 'ONLINE_PAYMENT', paymentStatus: 'COMPLETED' })).toBe('Paid');
    expect(paymentNote({ paymentMethod: 'ONLINE_PAYMENT', paymentStatus: 'FAILED' })).toBe('Payment failed');
  });

  it('writes the delivery address on one line, leaving out an empty second line', () => {
    const address = anAddress();
    expect(addressLine(address)).toBe('12 MG Road, Bengaluru, Karnataka - 560001');
    expect(addressLine({ ...address, addressLine2: 'Near Park' })).toBe(
      '12 MG Road, Near Park, Bengaluru, Karnataka - 560001',
    );
  });
});
