import type { ReviewSummary } from '@vastra/contract/reviews';
import { averageText, ratingBars, reviewCount } from './review-facts';
import { Stars } from './Stars';

/** The average, how many reviewed, and how the ratings spread from 5 stars down to 1, as bars. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10">
      <div data-testid="rating-summary">
        <p className="font-display text-5xl font-semibold">{averageText(summary.average)}</p>
        <Stars rating={summary.average} className="size-5" />
        <p className="mt-1 text-sm text-neutral-600">{reviewCount(summary.count)}</p>
      </div>
      <ul aria-label="Ratings by stars" className="space-y-1.5 text-sm">
        {ratingBars(summary).map((bar) => (
          <li key={bar.stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3">
            <span className="text-neutral-700">{bar.stars} star</span>
            <span aria-hidden className="h-2 overflow-hidden rounded-full bg-neutral-200">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${bar.percent}%` }} />
            </span>
            <span className="text-right text-neutral-500">
              {bar.count}
              <span className="sr-only"> ({bar.percent}%)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
