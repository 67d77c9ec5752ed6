import { z } from 'zod';
import { image, variant } from './catalogue';
import { uuid } from './common';

export const wishlistItem = z.object({
  id: uuid,
  productId: uuid,
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

export const wishlistAdded = z.object({ message: z.string(), item: wishlistItem });
export type WishlistAdded = z.infer<typeof wishlistAdded>;
