import { describe, expect, it } from 'vitest';
import { canUpdateStatus } from './status-update';

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
