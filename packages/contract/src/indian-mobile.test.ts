import { describe, expect, it } from 'vitest';
import { formatIndianMobile, normaliseIndianMobile } from './indian-mobile';

describe('an Indian mobile number', () => {
  it('is kept as its 10 digits however it was written', () => {
    for (const written of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '91 9876543210',
      '09876543210',
    ]) {
      expect(normaliseIndianMobile(written)).toBe('9876543210');
    }
  });

  it('starts with 6, 7, 8 or 9 and has exactly 10 digits', () => {
    for (const wrong of ['5876543210', '987654321', '98765432101', '+1 9876543210', 'nine eight', '']) {
      expect(normaliseIndianMobile(wrong)).toBeNull();
    }
  });

  it('is shown with +91 and a space in the middle', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
  });
});
