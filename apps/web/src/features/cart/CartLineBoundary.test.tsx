import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartLineBoundary } from './CartLineBoundary';

function BrokenLine(): never {
  throw new Error('the product has no variant');
}

describe('a cart line that cannot be displayed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error sentence in its place while the other lines still show', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ul>
        <li>
          <CartLineBoundary>
            <BrokenLine />
          </CartLineBoundary>
        </li>
        <li>
          <CartLineBoundary>
            <p>Cotton Kurta</p>
          </CartLineBoundary>
        </li>
      </ul>,
    );
    expect(screen.getByRole('alert').textContent).toBe('There was an error displaying this cart item.');
    expect(screen.getByText('Cotton Kurta')).toBeTruthy();
  });
});
