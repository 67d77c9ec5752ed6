import type { Review } from '@vastra/contract/reviews';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { ReviewItem } from './ReviewItem';
import { useReviewChanges } from './review-queries';

const outlined = 'h-11 rounded-full border px-5 text-sm font-semibold disabled:opacity-50';

/** The review the customer just wrote, to edit or delete; deleting asks once more first. */
export function MyReview({
  review,
  onEdit,
  onDeleted,
}: {
  review: Review;
  onEdit(): void;
  onDeleted(): void;
}) {
  const { remove } = useReviewChanges(review.productId);
  const [confirming, setConfirming] = useState(false);
  const deleteIt = () =>
    remove.mutate(review.id, {
      onSuccess: ({ message }) => {
        onDeleted();
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error, 'Your review could not be deleted.')),
    });

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
