import { describe, expect, it } from 'vitest';
import { sortSizes } from './size-order';

const sorted = (sizes: string[]) => sortSizes(sizes, (size) => size);

describe('size order', () => {
  it('puts letter sizes from small to large', () => {
    expect(sorted(['S', 'XXL', 'L', 'XS', 'M', '3XL', 'XL'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
    ]);
  });

  it('puts numbers after letters, ascending, then ages, then anything else', () => {
    expect(sorted(['10-11Y', 'Free Size', '32', '2-3Y', '28', 'M', '6-12M', '4-5Y'])).toEqual([
      'M',
      '28',
      '32',
      '6-12M',
      '2-3Y',
      '4-5Y',
      '10-11Y',
      'Free Size',
    ]);
  });
});
