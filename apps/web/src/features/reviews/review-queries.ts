import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@vastra/contract/common';
import type {
  MyReviewAnswer,
  ReviewBody,
  ReviewPage,
  ReviewSaved,
  ReviewSort,
} from '@vastra/contract/reviews';
import { api } from '../../lib/api';

/** Reviews come 10 a page; "Load more" asks for the next one. */
export const REVIEW_PAGE_SIZE = 10;

const reviewsKey = (productId: string) => ['product-reviews', productId] as const;
/** Apart from the public reviews: someone's own answer is never drawn into a page by the server. */
const myReviewKey = (productId: string) => ['my-review', productId] as const;

/** A product's reviews in the chosen order, page by page, with the summary of all of them. */
export function useProductReviews(productId: string, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(productId), sort],
    queryFn: ({ pageParam, signal }) =>
      api<ReviewPage>(
        `/products/${encodeURIComponent(productId)}/reviews?page=${pageParam}&limit=${REVIEW_PAGE_SIZE}&sort=${sort}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });
}

/** The signed-in customer's own review of the product (asked only when someone is signed in). */
export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: myReviewKey(productId),
    queryFn: ({ signal }) =>
      api<MyReviewAnswer>(`/products/${encodeURIComponent(productId)}/reviews/mine`, { signal }),
    enabled: signedIn,
  });
}

/**
 * Writing, replacing and deleting the signed-in customer's review. Afterwards the reviews, the
 * product's rating and the product lists' ratings are read again, so every count agrees.
 */
export function useReviewChanges(productId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
      queryClient.invalidateQueries({ queryKey: myReviewKey(productId) }),
      queryClient.invalidateQueries({ queryKey: ['product', productId] }),
      queryClient.invalidateQueries({ queryKey: ['product-listing'] }),
    ]);
  const save = useMutation({
    mutationFn: (body: ReviewBody) =>
      api<ReviewSaved>(`/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body }),
    onSuccess: ({ review }) => {
      queryClient.setQueryData<MyReviewAnswer>(myReviewKey(productId), { review, canReview: true });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (reviewId: string) => api<MessageBody>(`/reviews/${reviewId}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<MyReviewAnswer>(myReviewKey(productId), { review: null, canReview: true });
      return refresh();
    },
  });
  return { save, remove };
}
