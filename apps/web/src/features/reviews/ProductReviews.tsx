import type { ReviewSort } from '@vastra/contract/reviews';
import { PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useAuthStore } from '../../lib/auth-store';
import { useLoginRequired } from '../../lib/login-required';
import { toast } from '../../lib/toast';
import { useMounted } from '../../lib/use-mounted';
import { MyReview } from './MyReview';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { reviewSortLabels } from './review-facts';
import { useMyReview, useProductReviews } from './review-queries';

/** The hash that opens the review form (the order history's "Rate this product" links here). */
const WRITE_REVIEW_HASH = '#write-review';

/**
 * The product page's Reviews: the rating summary, the reviews in the chosen order with "Load more",
 * and the signed-in customer's own review to write, edit or delete. The API decides who may write
 * (403 until an order of the product is delivered); their own review comes back to edit or delete.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const headingId = useId();
  const sortId = useId();
  const user = useAuthStore((s) => s.user);
  const { hash } = useLocation();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [writing, setWriting] = useState(false);
  const section = useRef<HTMLElement>(null);
  const reviews = useProductReviews(productId, sort);
  const mounted = useMounted();
  const mine = useMyReview(productId, user !== null).data?.review ?? null;

  // Opened after the first render, so a server-rendered page hydrates as it was drawn.
  useEffect(() => {
    if (hash !== WRITE_REVIEW_HASH) return;
    setWriting(true);
    section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const formOpen = writing && user !== null;
  const startWriting = () => (user ? setWriting(true) : useLoginRequired.getState().show());
  const firstPage = reviews.data?.pages[0];
  const summary = firstPage?.summary;
  const list = reviews.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section
      ref={section}
      id="reviews"
      aria-labelledby={headingId}
      className="mt-14 scroll-mt-24 border-t border-neutral-200 pt-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="font-display text-3xl font-semibold">
          Ratings &amp; Reviews
        </h2>
        {/* Shown once the page is alive: a tap before then would open nothing. */}
        {!formOpen && mounted && (
          <button
            type="button"
            onClick={startWriting}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-neutral-900 px-5 text-sm font-semibold tracking-wide hover:bg-neutral-900 hover:text-white"
          >
            <PenLine className="size-4" aria-hidden />
            {mine ? 'Edit your review' : 'Write a review'}
          </button>
        )}
      </div>

      {formOpen && (
        <div className="mt-6">
          <ReviewForm
            productId={productId}
            review={mine}
            onSaved={(message) => {
              setWriting(false);
              toast.success(message);
            }}
            onCancel={() => setWriting(false)}
          />
        </div>
      )}

      {mine && !formOpen && <MyReview review={mine} onEdit={() => setWriting(true)} />}

      <div className="mt-8">
        {reviews.isPending ? (
          <Spinner />
        ) : reviews.isError && !summary ? (
          <p role="alert" className="text-sm text-red-700">
            The reviews could not be loaded.
          </p>
        ) : summary && summary.count > 0 ? (
          <>
            <RatingSummary summary={summary} />
            <div className="mt-8 flex items-center justify-end gap-3 border-b border-neutral-200 pb-4">
              <label htmlFor={sortId} className="text-sm text-neutral-600">
                Sort by
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => setSort(event.target.value as ReviewSort)}
                className="h-11 rounded-lg border border-neutral-300 bg-white px-3 text-sm"
              >
                {Object.entries(reviewSortLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <ul className="divide-y divide-neutral-200" aria-label="Reviews">
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
            {reviews.hasNextPage && (
              <button
                type="button"
                onClick={() => reviews.fetchNextPage()}
                disabled={reviews.isFetchingNextPage}
                className="mx-auto mt-4 flex h-11 items-center rounded-full border border-neutral-300 px-8 text-sm font-semibold hover:border-neutral-900 disabled:opacity-50"
              >
                {reviews.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            )}
          </>
        ) : (
          <p className="text-sm text-neutral-600">No reviews yet. Customers who received it can rate it.</p>
        )}
      </div>
    </section>
  );
}
