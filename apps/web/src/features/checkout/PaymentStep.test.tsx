import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStep } from './PaymentStep';

afterEach(cleanup);

describe('the payment step', () => {
  it('offers both ways to pay where cash on delivery is taken', () => {
    const onChange = vi.fn();
    render(<PaymentStep method="ONLINE_PAYMENT" onChange={onChange} />);
    const cod = screen.getByRole('radio', { name: /Cash on Delivery \(COD\)/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(false);
    fireEvent.click(cod);
    expect(onChange).toHaveBeenCalledWith('COD');
  });

  it('keeps cash on delivery off with the reason where it is not taken', () => {
    const reason = 'Cash on delivery is not available for pincode 110001.';
    render(<PaymentStep method="ONLINE_PAYMENT" codUnavailable={reason} onChange={vi.fn()} />);
    const cod = screen.getByRole('radio', { name: /Cash on Delivery \(COD\)/ }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(screen.getByText(reason)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Online Payment/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says what cash on delivery costs where the shop charges a fee', () => {
    render(<PaymentStep method="COD" codFee="Rs. 49.00" onChange={vi.fn()} />);
    const cod = screen.getByRole('radio', { name: /Cash on Delivery \(COD\)/ });
    expect(cod.closest('label')?.textContent).toContain('A COD fee of Rs. 49.00 applies.');
  });
});
