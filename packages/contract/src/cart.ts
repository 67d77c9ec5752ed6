import { z } from 'zod';
import { image, variant } from './catalogue';
import { money, uuid } from './common';

/** A cart or order quantity: a whole number of at least 1 (the stock ceiling is checked by the server). */
const quantity = (field: string) =>
  z
    .number({ error: `${field} must be a whole number.` })
    .int({ error: `${field} must be a whole number.` })
    .min(1, `${field} must be at least 1.`);

export const addToCartBody = z.object({
  productVariantId: uuid,
  quantity: quantity('Quantity'),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const updateCartQuantityBody = z.object({
  cartItemId: uuid,
  newQuantity: quantity('Quantity'),
});
export type UpdateCartQuantityBody = z.infer<typeof updateCartQuantityBody>;

export const cartItem = z.object({
  id: uuid,
  quantity: z.number().int(),
  productVariantId: uuid,
  /** False when the product or variant was archived or stock fell below the quantity. */
  available: z.boolean(),
  product: z.object({
    id: uuid,
    name: z.string(),
    images: z.array(image),
    variant,
  }),
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({
  id: uuid,
  items: z.array(cartItem),
  /** The sum of quantities over all lines (the header badge). */
  count: z.number().int(),
  /** Effective price x quantity summed at current prices. */
  subtotal: money,
  /** The offer code applied and what it takes off; null with none, or while it does not apply. */
  coupon: z.object({ code: z.string(), discount: money }).nullable(),
  /**
   * The cart's code while it does not apply (the cart changed, or the code ran out), and why; the
   * cart keeps the code, and it applies again once the reason is gone (docs/api.md §11).
   */
  couponNotApplied: z.object({ code: z.string(), reason: z.string() }).nullable(),
  discount: money,
  /** subtotal - discount. */
  total: money,
});
export type Cart = z.infer<typeof cart>;
