import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';

describe('payment outcome', () => {
  it('is success for COMPLETED and failed for FAILED', () => {
    expect(paymentOutcome({ isPending: false, isError: false, status: 'COMPLETED' })).toBe('success');
    expect(paymentOutcome({ isPending: false, isError: false, status: 'FAILED' })).toBe('failed');
  });

  it('is pending for any other status', () => {
    expect(paymentOutcome({ isPending: false, isError: false, status: 'PENDING' })).toBe('pending');
    expect(paymentOutcome({ isPending: false, isError: false, status: 'SOMETHING_ELSE' })).toBe('pending');
  });

  it('is failed when the verification itself failed', () => {
    expect(paymentOutcome({ isPending: false, isError: true })).toBe('failed');
  });

  it('is still verifying while the answer is on its way', () => {
    expect(paymentOutcome({ isPending: true, isError: false })).toBe('verifying');
  });
});
