import { z } from 'zod';
import { FINAL_CATEGORY_REQUIRED } from './admin';
import { uuid } from './common';

const STOCK_INVALID = 'Stock must be a whole number of 0 or more.';
const stock = z
  .number({ error: STOCK_INVALID })
  .int(STOCK_INVALID)
  .min(0, STOCK_INVALID)
  .max(1_000_000, 'Stock can be at most 10,00,000.')
  // JSON's -0 is no count anyone typed: a client sending it has a bug worth hearing about.
  .refine((n) => !Object.is(n, -0), STOCK_INVALID);

/** What one bulk action does to every product picked. */
export const productBatchAction = z.discriminatedUnion(
  'type',
  [
    /** Every live variant's prices (original and discount) moved by rupees or by a percentage; may be negative. */
    z.object({
      type: z.literal('ADJUST_PRICE'),
      by: z.enum(['AMOUNT', 'PERCENT'], { error: 'Choose rupees or percent.' }),
      value: z
        .number({ error: 'Enter by how much.' })
        .refine((n) => n !== 0, 'Enter by how much.')
        .refine((n) => Math.abs(n) <= 1_000_000, 'That change is too large.'),
    }),
    /** Every live variant's stock set to this. */
    z.object({ type: z.literal('SET_STOCK'), stock }),
    z.object({ type: z.literal('MOVE'), categoryId: z.uuid({ error: FINAL_CATEGORY_REQUIRED }) }),
    /** As DELETE /products/{id} for each: archived when ordered, else deleted. */
    z.object({ type: z.literal('ARCHIVE') }),
    /** Drafts put on sale. */
    z.object({ type: z.literal('PUBLISH') }),
    /** Products taken off the storefront as drafts. */
    z.object({ type: z.literal('UNPUBLISH') }),
  ],
  { error: 'Choose what to do with the products.' },
);
export type ProductBatchAction = z.infer<typeof productBatchAction>;

/** POST /admin/products/bulk. */
export const productBatchBody = z.object({
  productIds: z
    .array(uuid, { error: 'Pick the products.' })
    .min(1, 'Pick the products.')
    .max(500, 'At most 500 products at a time.'),
  action: productBatchAction,
});
export type ProductBatchBody = z.input<typeof productBatchBody>;

export const productBatchResponse = z.object({ updated: z.number().int(), message: z.string() });
export type ProductBatchResponse = z.infer<typeof productBatchResponse>;

/**
 * PUT /admin/variants/{id}/stock: the list's inline stock edit, with the stock the admin was looking
 * at, so a count typed while an order took units is refused (409) rather than undoing the order.
 */
export const variantStockBody = z.object({ stock, was: stock });
export const variantStockResponse = z.object({ id: uuid, stock: z.number().int(), message: z.string() });
export type VariantStockResponse = z.infer<typeof variantStockResponse>;
