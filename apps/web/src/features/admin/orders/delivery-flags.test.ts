import { describe, expect, it } from 'vitest';
import { deliveryFlags } from './delivery-flags';

const labels = (address: { phone: string | null; state: string }) =>
  deliveryFlags(address).map((flag) => flag.label);

describe("an order's delivery flags", () => {
  it('say nothing about an order with a phone and a listed state', () => {
    expect(labels({ phone: '9876543210', state: 'Karnataka' })).toEqual([]);
  });

  it('mark an order placed without any phone', () => {
    expect(labels({ phone: null, state: 'Karnataka' })).toEqual(['No phone for the courier']);
    expect(labels({ phone: '', state: 'Karnataka' })).toEqual(['No phone for the courier']);
  });

  it('mark a state kept as the shopper wrote it', () => {
    expect(labels({ phone: '9876543210', state: 'Kerela' })).toEqual(['State not recognised']);
    expect(labels({ phone: null, state: 'Bangalore' })).toEqual([
      'No phone for the courier',
      'State not recognised',
    ]);
  });
});
