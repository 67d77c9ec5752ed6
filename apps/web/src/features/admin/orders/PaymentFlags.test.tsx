import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/orders';
import { PaymentFlags } from './PaymentFlags';

afterEach(cleanup);

const mismatched = anOrder({
  paymentMethod: 'ONLINE_PAYMENT',
  paymentStatus: 'FAILED',
  deliveryStatus: 'CANCELED',
  refundDue: true,
  amountMismatch: { orderTotal: '2299.50', captured: '1.00', at: '2026-11-01T10:05:00.000Z' },
});

describe("an order's payment flags", () => {
  it('mark an amount the provider captured that was not the order total, with both amounts', () => {
    render(<PaymentFlags order={mismatched} detailed />);
    expect(screen.getByText('AMOUNT MISMATCH')).toBeTruthy();
    expect(screen.getByText('REFUND DUE')).toBeTruthy();
    expect(
      screen.getByText(
        'The provider captured Rs. 1.00 for an order total of Rs. 2,299.50: not completed. Refund the shopper.',
      ),
    ).toBeTruthy();
  });

  it('in the orders table, name the amounts in the badge’s title only', () => {
    render(<PaymentFlags order={mismatched} />);
    const badge = screen.getByText('AMOUNT MISMATCH').closest('[title]');
    expect(badge?.getAttribute('title')).toContain('Rs. 1.00');
    expect(screen.queryByText(/for an order total of/)).toBeNull();
  });

  it('show nothing for an order paid as it should be', () => {
    const { container } = render(<PaymentFlags order={anOrder({ amountMismatch: null })} />);
    expect(container.textContent).toBe('');
  });
});
