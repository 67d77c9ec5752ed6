import { z } from 'zod';
import { image, variant } from './catalogue';
import { uuid } from './common';

export const wishlistItem = z.object({
  id: uuid,
  productId: uuid,
  /** The colour the shopper saved it in (its photos come first), or null. */
  color: z.string().nullable(),
  product: z.object({
    id: uuid,
    name: z.string(),
    images: z.array(image),
    variants: z.array(variant),
  }),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const wishlist = z.object({ id: uuid, items: z.array(wishlistItem) });
export type Wishlist = z.infer<typeof wishlist>;

export const wishlistProductParams = z.object({ productId: uuid });

/** POST /wishlist/{productId}?color=: the colour the shopper was looking at, one of the product's. */
export const wishlistAddQuery = z.object({
  color: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: 'color must be one colour name.' })
      .trim()
      .max(50, 'color can be at most 50 characters long.')
      .optional()
      .meta({ description: "One of the product's variant colours, any case; its photos come first." }),
  ),
});

export const wishlistAdded = z.object({ message: z.string(), item: wishlistItem });
export type WishlistAdded = z.infer<typeof wishlistAdded>;
