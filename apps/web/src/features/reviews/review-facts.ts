import type { ReviewSort, ReviewSummary } from '@vastra/contract/reviews';

/** The sort choices, in the shopper's words. */
export const reviewSortLabels: Record<ReviewSort, string> = {
  newest: 'Newest',
  rating_desc: 'Highest rated',
  rating_asc: 'Lowest rated',
};

/** "1 review", "12 reviews". */
export const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** One bar of the distribution: 5 stars down to 1, with its count and its share of all, in whole percent. */
export function ratingBars(
  summary: ReviewSummary,
): { stars: 1 | 2 | 3 | 4 | 5; count: number; percent: number }[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = summary.byRating[stars];
    return { stars, count, percent: summary.count ? Math.round((count / summary.count) * 100) : 0 };
  });
}

/** The average as the card and the summary show it: one decimal, "4.0" rather than "4". */
export const averageText = (average: number) => average.toFixed(1);
