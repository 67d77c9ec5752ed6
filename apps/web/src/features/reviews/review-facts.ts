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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** India keeps one offset all year, UTC+5:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * "12 March 2026": the day a review was written, as Indian shoppers write dates. Written out rather
 * than with toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }), whose first call loads ICU's
 * date and zone data: 90-120 ms of main thread on a desktop Chromium, on every product page.
 */
export function reviewDate(iso: string): string {
  const inIndia = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}

/** The average as the card and the summary show it: one decimal, "4.0" rather than "4". */
export const averageText = (average: number) => average.toFixed(1);
