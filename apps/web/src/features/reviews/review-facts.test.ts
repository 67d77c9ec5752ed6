import { describe, expect, it } from 'vitest';
import { averageText, ratingBars, reviewCount } from './review-facts';

describe('review facts', () => {
  it('draws the distribution from 5 stars down to 1, each bar its share of all reviews', () => {
    const bars = ratingBars({ average: 4.3, count: 3, byRating: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } });
    expect(bars.map((bar) => bar.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(bars[0]).toEqual({ stars: 5, count: 2, percent: 67 });
    expect(bars[2]).toEqual({ stars: 3, count: 1, percent: 33 });
  });

  it('draws empty bars for a product nobody has reviewed', () => {
    const bars = ratingBars({ average: 0, count: 0, byRating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(bars.every((bar) => bar.percent === 0)).toBe(true);
  });

  it('counts reviews in words and shows the average to one decimal', () => {
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(12)).toBe('12 reviews');
    expect(averageText(4)).toBe('4.0');
    expect(averageText(4.3)).toBe('4.3');
  });
});
