import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@vastra/contract/review-limits';
import type { Review } from '@vastra/contract/reviews';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { groupIndian } from '../../lib/format';
import { useReviewChanges } from './review-queries';

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

interface ReviewFormProps {
  productId: string;
  /** The customer's review being edited, or null for a new one. */
  review: Review | null;
  onSaved(message: string): void;
  onCancel(): void;
}

/**
 * Writing or editing the customer's review: 1-5 stars as a radio group, an optional title and
 * text with their limits shown. The server's sentence shows when it refuses (403: not delivered yet).
 */
export function ReviewForm({ productId, review, onSaved, onCancel }: ReviewFormProps) {
  const id = useId();
  const { save } = useReviewChanges(productId);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.text ?? '');
  const [missingRating, setMissingRating] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissingRating(true);
      return;
    }
    save.mutate({ rating, title, text }, { onSuccess: (saved) => onSaved(saved.message) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h3 id={`${id}-heading`} className="font-display text-xl font-semibold">
        {review ? 'Edit your review' : 'Write a review'}
      </h3>
      <fieldset className="mt-4" aria-describedby={missingRating ? `${id}-rating-error` : undefined}>
        <legend className="mb-1.5 text-xs font-semibold tracking-wider text-neutral-700 uppercase">
          Your rating
        </legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="group relative flex size-11 cursor-pointer items-center justify-center"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => {
                  setRating(stars);
                  setMissingRating(false);
                }}
                className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-full"
              />
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}, {ratingWords[stars]}
              </span>
              <Star
                aria-hidden
                className={`size-7 rounded transition peer-focus-visible:ring-2 peer-focus-visible:ring-neutral-900 peer-focus-visible:ring-offset-2 ${stars <= rating ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-neutral-400 group-hover:text-amber-400'}`}
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-neutral-600" aria-hidden>
            {ratingWords[rating]}
          </span>
        </div>
        {missingRating && (
          <p id={`${id}-rating-error`} role="alert" className="mt-1 text-sm text-red-600">
            Please choose from 1 to 5 stars.
          </p>
        )}
      </fieldset>

      <div className="mt-4">
        <label
          htmlFor={`${id}-title`}
          className="mb-1.5 block text-xs font-semibold tracking-wider text-neutral-700 uppercase"
        >
          Title (optional)
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={`${id}-title-count`}
          className="h-11 w-full rounded-lg border border-neutral-300 bg-white px-3.5 text-[15px] outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10"
        />
        <p id={`${id}-title-count`} className="mt-1 text-right text-xs text-neutral-500">
          {title.length} / {REVIEW_TITLE_MAX} characters
        </p>
      </div>

      <div className="mt-2">
        <label
          htmlFor={`${id}-text`}
          className="mb-1.5 block text-xs font-semibold tracking-wider text-neutral-700 uppercase"
        >
          Your review (optional)
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-text-count`}
          className="w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-2.5 text-[15px] outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10"
        />
        <p id={`${id}-text-count`} className="mt-1 text-right text-xs text-neutral-500">
          {groupIndian(text.length, 0)} / {groupIndian(REVIEW_TEXT_MAX, 0)} characters
        </p>
      </div>

      {save.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(save.error, 'Your review could not be saved. Please try again.')}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-full border border-neutral-300 px-6 text-sm font-semibold hover:border-neutral-900"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          className="h-11 rounded-full bg-neutral-900 px-6 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800 disabled:bg-neutral-400"
        >
          {save.isPending ? 'Saving...' : review ? 'Save changes' : 'Post review'}
        </button>
      </div>
    </form>
  );
}
