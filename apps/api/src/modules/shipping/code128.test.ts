import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Values, QUIET_ZONE_MODULES } from './code128';

const sum = (pattern: string) => [...pattern].map(Number).reduce((a, b) => a + b, 0);

describe('Code 128 set B', () => {
  it('has 107 distinct symbols of 11 modules, the stop of 13', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    for (const pattern of CODE128_PATTERNS.slice(0, 106)) expect(sum(pattern)).toBe(11);
    expect(sum(CODE128_PATTERNS[106] as string)).toBe(13);
  });

  it('adds the check symbol: start 104 plus each value times its place, modulo 103', () => {
    // The worked example of the symbology: 104 + 48 + 2x42 + 3x42 + 4x17 + 5x18 + 6x19 + 7x35 = 879.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 879 % 103, 106]);
  });

  it('leaves a quiet zone of 10 modules either side of the bars', () => {
    const { bars, modules } = code128Bars('AWB-1');
    const first = bars[0] as { x: number };
    const last = bars.at(-1) as { x: number; width: number };
    expect(first.x).toBe(QUIET_ZONE_MODULES);
    expect(modules - (last.x + last.width)).toBe(QUIET_ZONE_MODULES);
    // Start, 5 characters, check: 11 modules each; the stop 13.
    expect(modules).toBe(2 * QUIET_ZONE_MODULES + 7 * 11 + 13);
  });

  it('refuses what set B cannot carry', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('AWB\u00e9')).toThrow();
  });
});
