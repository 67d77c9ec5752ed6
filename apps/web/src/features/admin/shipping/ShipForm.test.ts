import { describe, expect, it } from 'vitest';
import { shipmentBodyOf } from './ShipForm';

const blank = { courier: '', awb: '', weightGrams: '', length: '', breadth: '', height: '' };

describe('the shipment the admin books', () => {
  it('leaves out what was not typed, so the provider says what it needs', () => {
    expect(shipmentBodyOf(blank)).toEqual({});
    expect(shipmentBodyOf({ ...blank, courier: ' DTDC ', awb: 'D123456', weightGrams: '450' })).toEqual({
      courier: 'DTDC',
      awb: 'D123456',
      weightGrams: 450,
    });
  });

  it('sends the dimensions together once one is typed, a missing one for the server to name', () => {
    const body = shipmentBodyOf({ ...blank, length: '30', breadth: '20' });
    expect(body.dimensionsCm?.length).toBe(30);
    expect(body.dimensionsCm?.breadth).toBe(20);
    expect(body.dimensionsCm?.height).toBeNaN();
  });
});
