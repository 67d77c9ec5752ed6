import { describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from './money';

describe('money', () => {
  it('reads rupee strings and numbers into whole paise', () => {
    expect(toPaise('1299.00')).toBe(129900);
    expect(toPaise('1299.5')).toBe(129950);
    expect(toPaise(0.1)).toBe(10);
    expect(toPaise('7')).toBe(700);
  });

  it('refuses negatives, fractions of a paisa and words', () => {
    expect(() => toPaise('-1')).toThrow(RangeError);
    expect(() => toPaise('1.234')).toThrow(RangeError);
    expect(() => toPaise('abc')).toThrow(RangeError);
  });

  it('writes paise as a two-decimal string without float drift', () => {
    expect(fromPaise(129950)).toBe('1299.50');
    expect(fromPaise(toPaise('0.1') + toPaise('0.2'))).toBe('0.30');
    expect(fromPaise(5)).toBe('0.05');
  });
});
