import type { Review } from '@vastra/contract/reviews';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { ReviewItem } from './ReviewItem';
import { useReviewChanges } from './review-queries';

const outlined = 'h-11 rounded-full border px-5 text-sm font-semibold disabled:opacity-50';

/** The customer's own review, to edit or delete; deleting asks once more first. */
export function MyReview({ review, onEdit }: { review: Review; onEdit(): void }) {
  const { remove } = useReviewChanges(review.productId);
  const [confirming, setConfirming] = useState(false);
  // Awaited rather than per-call callbacks: once deleted, this review (and its callbacks) leaves the page.
  const deleteIt = () =>
    remove.mutateAsync(review.id).then(
      ({ message }) => toast.success(message),
      (error: unknown) => toast.error(errorMessage(error, 'Your review could not be deleted.')),
    );

  return (
    <div className="mt-6 rounded-2xl bg-cream px-5" data-testid="my-review">
      <ReviewItem
        review={review}
        actions={
          confirming ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p role="alert" className="text-sm font-medium">
                Delete your review?
              </p>
              <button
                type="button"
                onClick={deleteIt}
                disabled={remove.isPending}
                className={`${outlined} border-red-300 text-red-700 hover:bg-red-50`}
              >
                Yes, delete
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className={`${outlined} border-neutral-300 hover:border-neutral-900`}
              >
                Keep it
              </button>
            </div>
          ) : (
            <div className="mt-3 flex gap-3">
              <button
                type="button"
                onClick={onEdit}
                className={`${outlined} border-neutral-300 hover:border-neutral-900`}
              >
                Edit
              </button>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={`${outlined} border-red-300 text-red-700 hover:bg-red-50`}
              >
                Delete
              </button>
            </div>
          )
        }
      />
    </div>
  );
}
