import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary';

afterEach(cleanup);

const goods = { subtotal: '1299.00', discount: '0.00', total: '1299.00', couponCode: null };

function renderSummary(codFee: string, total: string) {
  render(
    <OrderSummary titleId="summary" amounts={{ ...goods, codFee, total }} totalTestId="checkout-total">
      <button type="button">Place Order & Pay</button>
    </OrderSummary>,
  );
  return screen.getByRole('complementary', { name: 'Order Summary' });
}

describe('the order summary panel', () => {
  it('shows the COD fee as a row of its own beside Shipping FREE, with the total that includes it', () => {
    const panel = renderSummary('49.00', '1348.00');
    expect(within(panel).getByText('COD fee')).toBeTruthy();
    expect(screen.getByTestId('checkout-total-cod-fee').textContent).toBe('Rs. 49.00');
    expect(within(panel).getByText('For paying cash on delivery. Not refunded on returns.')).toBeTruthy();
    expect(within(panel).getByText('FREE')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rs. 1,348.00');
  });

  it('has no fee row while there is no fee', () => {
    const panel = renderSummary('0.00', '1299.00');
    expect(within(panel).queryByText('COD fee')).toBeNull();
    expect(within(panel).queryByText(/Not refunded on returns/)).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rs. 1,299.00');
  });
});
