import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStep } from './PaymentStep';
import { StoreCreditChoice } from './StoreCreditChoice';

afterEach(cleanup);

describe('the store credit choice at checkout', () => {
  it('shows the balance under the ways to pay and says when it is ticked', () => {
    const onChange = vi.fn();
    render(
      <PaymentStep method="COD" onChange={vi.fn()}>
        <StoreCreditChoice balance="1349.5" checked={false} onChange={onChange} />
      </PaymentStep>,
    );
    const box = screen.getByRole('checkbox', { name: /^Use store credit/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.closest('label')?.textContent).toContain('Balance Rs. 1,349.50');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
