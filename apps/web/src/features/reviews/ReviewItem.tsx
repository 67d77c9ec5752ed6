import type { Review } from '@vastra/contract/reviews';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatIndiaDate } from '../../lib/format';
import { Stars } from './Stars';

/**
 * One review. Its title and text are plain text rendered as text (React escapes them), so markup
 * a reviewer typed shows as the characters they typed.
 */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  return (
    <article className="py-5" aria-label={`Review by ${review.author}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {review.title && <h3 className="font-semibold break-words text-neutral-900">{review.title}</h3>}
      </div>
      {review.text && (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-neutral-700">
          {review.text}
        </p>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-500">
        <span className="font-medium text-neutral-700">{review.author}</span>
        <time dateTime={review.createdAt}>{formatIndiaDate(review.createdAt)}</time>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
            <BadgeCheck className="size-3.5" aria-hidden />
            Verified purchase
          </span>
        )}
      </p>
      {actions}
    </article>
  );
}
