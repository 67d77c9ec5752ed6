/*
 * How long a review's title and text may be. Kept apart from the review schemas so the storefront
 * can show the limits without loading zod into the product page.
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
