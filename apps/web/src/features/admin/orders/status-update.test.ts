import { describe, expect, it } from 'vitest';
import { canUpdateStatus, statusUpdateFailure } from './status-update';

describe("the order row's Update button", () => {
  it('is disabled while the chosen status is the current one', () => {
    expect(canUpdateStatus('PENDING', 'PENDING', false)).toBe(false);
    expect(canUpdateStatus('DELIVERED', 'DELIVERED', false)).toBe(false);
  });

  it('is enabled once a different status is chosen', () => {
    expect(canUpdateStatus('PENDING', 'SHIPPED', false)).toBe(true);
    expect(canUpdateStatus('SHIPPED', 'CANCELED', false)).toBe(true);
  });

  it('is disabled while an update is in flight, even for a different status', () => {
    expect(canUpdateStatus('PENDING', 'SHIPPED', true)).toBe(false);
  });
});

describe('the toast after a refused status update', () => {
  it("reads exactly 'Failed to update status', with the server's sentence on the next line", () => {
    expect(statusUpdateFailure('This order has a return in progress.')).toBe(
      'Failed to update status\nThis order has a return in progress.',
    );
    expect(statusUpdateFailure(null)).toBe('Failed to update status');
  });
});
