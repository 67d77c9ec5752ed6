import { describe, expect, it } from 'vitest';
import { canonicalIndianState, INDIAN_STATES, isIndianState } from './indian-states';

describe('an Indian state as a shopper types it', () => {
  it('is every listed name, exactly as the list writes it', () => {
    for (const { name } of INDIAN_STATES) expect(canonicalIndianState(name)).toBe(name);
  });

  it('is recognised whatever its case, spacing or punctuation', () => {
    for (const [typed, name] of [
      ['karnataka', 'Karnataka'],
      [' tamil  nadu ', 'Tamil Nadu'],
      ['Tamilnadu', 'Tamil Nadu'],
      ['TAMIL NADU', 'Tamil Nadu'],
      ['west-bengal', 'West Bengal'],
      ['Jammu & Kashmir', 'Jammu and Kashmir'],
      ['Jammu Kashmir', 'Jammu and Kashmir'],
      ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
      ['Dadra & Nagar Haveli & Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Uttar Pradesh.', 'Uttar Pradesh'],
    ]) {
      expect(canonicalIndianState(typed as string), typed).toBe(name);
    }
  });

  it('is recognised by its old and common names', () => {
    for (const [typed, name] of [
      ['Orissa', 'Odisha'],
      ['Pondicherry', 'Puducherry'],
      ['Uttaranchal', 'Uttarakhand'],
      ['NCT of Delhi', 'Delhi'],
      ['New Delhi', 'Delhi'],
      ['J&K', 'Jammu and Kashmir'],
      ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
      ['Chattisgarh', 'Chhattisgarh'],
      ['UP', 'Uttar Pradesh'],
    ]) {
      expect(canonicalIndianState(typed as string), typed).toBe(name);
    }
  });

  it('is not recognised when it names no state or union territory', () => {
    for (const typed of ['Bangalore', 'Karnataka 560001', 'and', '', '   ', 'Ontario']) {
      expect(canonicalIndianState(typed), typed).toBeNull();
    }
  });

  it('counts as listed only when written exactly as the list writes it', () => {
    expect(isIndianState('Odisha')).toBe(true);
    expect(isIndianState('odisha')).toBe(false);
    expect(isIndianState('Orissa')).toBe(false);
    expect(isIndianState(null)).toBe(false);
  });
});
