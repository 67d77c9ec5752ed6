import type { Image, Variant } from '@vastra/contract/catalogue';
import { effectivePrice } from '@vastra/contract/featured-offer';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { productImages } from '../../../db/schema/catalogue';
import { exactPrices, type Paise, toPaise } from '../../../lib/money';
import { toImage } from '../../media';

/** The variant columns every shopping view reads, as selected from product_variants. */
export interface VariantRow {
  id: string;
  color: string;
  colorHexCode: string;
  size: string;
  originalPrice: string;
  discountPrice: string | null;
  stock: number;
}

/** A variant row as docs/api.md's Variant, money normalised to 2-decimal strings. */
export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    color: row.color,
    colorHexCode: row.colorHexCode,
    size: row.size,
    ...exactPrices(row),
    stock: row.stock,
  };
}

/** What a shopper pays for one unit, in paise (the contract's effectivePrice). */
export function unitPricePaise(row: { originalPrice: string; discountPrice: string | null }): Paise {
  return toPaise(effectivePrice(row));
}

/** The images of many products in one query, each product's in gallery order. */
export async function imagesByProduct(db: Db | Tx, productIds: string[]): Promise<Map<string, Image[]>> {
  const byProduct = new Map<string, Image[]>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(toImage(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
