import { describe, expect, it } from 'vitest';
import { draftOf, prefixesOf, problemsByBox, rulesOf } from './delivery-rules-draft';

const defaults = {
  blockedPrefixes: [],
  codBlockedPrefixes: ['19'],
  daysWithinCity: { from: 1, to: 2 },
  daysWithinState: { from: 2, to: 4 },
  daysRestOfIndia: { from: 4, to: 7 },
  dispatchCutoffHour: 14,
};

describe('the delivery rules as the admin types them', () => {
  it('takes prefixes separated by commas, spaces or lines', () => {
    expect(prefixesOf('110, 1220\n400001 ,\n\n 19')).toEqual(['110', '1220', '400001', '19']);
    expect(prefixesOf('  ')).toEqual([]);
  });

  it('comes back as the rules it was drawn from', () => {
    expect(rulesOf(draftOf(defaults))).toEqual(defaults);
  });

  it('sends an empty day as a number the server refuses, not as zero', () => {
    const draft = draftOf(defaults);
    draft.days.daysWithinCity.from = '';
    expect(rulesOf(draft).daysWithinCity.from).toBeNaN();
  });

  it('puts each of the server’s sentences beside its box', () => {
    expect(
      problemsByBox({
        'daysWithinCity.from': 'Days within the city (from) must be between 0 and 30.',
        daysWithinState: 'Days within the state: the first day cannot come after the last.',
        'blockedPrefixes.1': 'A pincode prefix must be 1 to 6 digits.',
        'blockedPrefixes.3': 'A pincode prefix must be 1 to 6 digits.',
      }),
    ).toEqual({
      'daysWithinCity.from': 'Days within the city (from) must be between 0 and 30.',
      daysWithinState: 'Days within the state: the first day cannot come after the last.',
      blockedPrefixes: 'A pincode prefix must be 1 to 6 digits.',
    });
  });
});
