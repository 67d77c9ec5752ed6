import { describe, expect, it } from 'vitest';
import { deliveryZone, dispatchDay, estimatedDelivery, indiaDate } from './delivery-estimate';

// 2026-12-10 is a Thursday; 2026-12-13 a Sunday.
const at = (indiaTime: string) => new Date(`${indiaTime}+05:30`);

describe('the dispatch day', () => {
  it('is today before the cut-off hour in India and tomorrow from it on', () => {
    expect(dispatchDay(at('2026-12-10T13:59'), 14)).toBe('2026-12-10');
    expect(dispatchDay(at('2026-12-10T14:00'), 14)).toBe('2026-12-11');
  });

  it('reads the hour in India, not on the server: 23:00 UTC is already the next morning there', () => {
    expect(dispatchDay(new Date('2026-12-09T23:00:00Z'), 14)).toBe('2026-12-10');
    expect(indiaDate(new Date('2026-12-09T23:00:00Z'))).toBe('2026-12-10');
  });

  it('moves a Sunday dispatch to Monday, whether ordered on Saturday evening or on Sunday', () => {
    expect(dispatchDay(at('2026-12-12T18:00'), 14)).toBe('2026-12-14');
    expect(dispatchDay(at('2026-12-13T09:00'), 14)).toBe('2026-12-14');
  });
});

describe('the estimate', () => {
  it('adds the zone’s days to the dispatch day', () => {
    expect(estimatedDelivery(at('2026-12-10T10:00'), 14, { from: 1, to: 2 })).toEqual({
      from: '2026-12-11',
      to: '2026-12-12',
    });
    expect(estimatedDelivery(at('2026-12-10T15:00'), 14, { from: 4, to: 7 })).toEqual({
      from: '2026-12-15',
      to: '2026-12-18',
    });
  });

  it('puts a pincode in the shop’s city by its first three digits, else its state, else the rest', () => {
    const shop = { pincode: '560001', state: 'Karnataka' };
    expect(deliveryZone(shop, '560102', 'Karnataka')).toBe('city');
    expect(deliveryZone(shop, '575001', 'Karnataka')).toBe('state');
    expect(deliveryZone(shop, '110001', 'Delhi')).toBe('rest');
    expect(deliveryZone({ pincode: null, state: null }, '560102', 'Karnataka')).toBe('rest');
  });
});
