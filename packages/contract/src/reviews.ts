import { z } from 'zod';
import { isoDateTime, pageQuery, pagination, uuid } from './common';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from './review-limits';

/** docs/api.md §9: a buyer's rating, as anyone reads it. */
export const review = z.object({
  id: uuid,
  productId: uuid,
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  /** First name and last initial: "Ravi T." */
  author: z.string(),
  createdAt: isoDateTime,
  /** The author keeps a unit of it from a delivered order; false once every unit went back for a refund. */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof review>;

/** How a product's reviews add up: the average to one decimal (0 with none), and the count per star. */
export const reviewSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  byRating: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewPage = z.object({ data: z.array(review), pagination, summary: reviewSummary });
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewSort = z.enum(['newest', 'rating_desc', 'rating_asc'], {
  error: 'Sort must be newest, rating_desc or rating_asc.',
});
export type ReviewSort = z.infer<typeof reviewSort>;

/** GET /products/{id}/reviews?page=&limit=&sort= (10 a page, newest first by default). */
export const reviewPageQuery = pageQuery(10).extend({ sort: reviewSort.default('newest') });
export type ReviewPageQuery = z.infer<typeof reviewPageQuery>;

export { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX };

/*
 * Reviews are plain text, shown escaped by every client. Control characters (other than line
 * breaks and tabs in the text) and the invisible marks that reorder text on screen carry no
 * meaning in a review and can be used to disguise one, so they are dropped; the rest is stored
 * exactly as written.
 */
const hiddenCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text as a review keeps it: Windows line ends made plain, hidden characters dropped, trimmed. */
export function plainReviewText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(hiddenCharacters, '').trim();
}

/** A title is one line: line breaks and tabs become spaces. */
export function plainReviewTitle(value: string): string {
  return plainReviewText(value.replace(/[\r\n\t]+/g, ' '));
}

const optionalPlain = (label: string, max: number, clean: (value: string) => string) =>
  z
    .string({ error: `${label} must be text.` })
    .nullish()
    .transform((value) => (value == null ? null : clean(value) || null))
    .refine(
      (value) => value === null || value.length <= max,
      `${label} can be at most ${max.toLocaleString('en-IN')} characters long.`,
    );

/** POST /products/{id}/reviews. */
export const reviewBody = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5.' })
    .int('Rating must be a whole number from 1 to 5.')
    .min(1, 'Rating must be a whole number from 1 to 5.')
    .max(5, 'Rating must be a whole number from 1 to 5.'),
  title: optionalPlain('Title', REVIEW_TITLE_MAX, plainReviewTitle),
  text: optionalPlain('Text', REVIEW_TEXT_MAX, plainReviewText),
});
export type ReviewBody = z.input<typeof reviewBody>;
export type ReviewInput = z.output<typeof reviewBody>;

export const reviewSaved = z.object({ message: z.string(), review });
export type ReviewSaved = z.infer<typeof reviewSaved>;

/**
 * GET /products/{id}/reviews/mine (signed in): the caller's own review of the product, if any (to
 * edit or delete after a reload), and whether they may write one (an order of it was delivered).
 */
export const myReview = z.object({ review: review.nullable(), canReview: z.boolean() });
export type MyReviewAnswer = z.infer<typeof myReview>;
