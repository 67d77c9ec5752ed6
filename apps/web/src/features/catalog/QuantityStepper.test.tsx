import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quantityCap } from '../../lib/quantity-cap';
import { QuantityStepper } from './QuantityStepper';

afterEach(cleanup);

const plus = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;

describe("the product page's quantity stepper", () => {
  it('stops at the per-item limit below the stock and says why', () => {
    const onChange = vi.fn();
    const cap = quantityCap(120, 50);
    const { rerender } = render(<QuantityStepper quantity={49} {...cap} onChange={onChange} />);
    expect(screen.queryByText('At most 50 per order')).toBeNull();
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(50);

    rerender(<QuantityStepper quantity={50} {...cap} onChange={onChange} />);
    expect(plus().disabled).toBe(true);
    expect(screen.getByText('At most 50 per order')).toBeTruthy();
  });

  it('stops at the stock without a word about the limit', () => {
    render(<QuantityStepper quantity={7} {...quantityCap(7, 50)} onChange={() => undefined} />);
    expect(plus().disabled).toBe(true);
    expect(screen.queryByText(/per order/)).toBeNull();
  });
});
