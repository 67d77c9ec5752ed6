import type { Product, Variant } from '@vastra/contract/catalogue';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, productImages, products, productVariants } from '../../db/schema/catalogue';
import { fromPaise, toPaise } from '../../lib/money';
import { toImage } from '../media/urls';

/**
 * The products with these ids as API.md's Product, in the order of `ids`: three queries (products
 * with their category, images, live variants) however many ids are asked for. Unknown ids are left
 * out, and so are archived products unless `includeArchived` (an order or a cart may still name one).
 */
export async function loadProducts(
  db: Db | Tx,
  ids: string[],
  options: { includeArchived?: boolean } = {},
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, images, variants] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        categoryId: products.categoryId,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        options.includeArchived
          ? inArray(products.id, ids)
          : and(inArray(products.id, ids), isNull(products.archivedAt)),
      ),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.createdAt), asc(productImages.id)),
    db
      .select()
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.createdAt), asc(productVariants.id)),
  ]);

  const imagesOf = groupBy(images, (image) => image.productId);
  const variantsOf = groupBy(variants, (variant) => variant.productId);
  const byId = new Map<string, Product>();
  for (const row of rows) {
    const liveVariants = (variantsOf.get(row.id) ?? []).map(toVariant);
    byId.set(row.id, {
      ...row,
      images: (imagesOf.get(row.id) ?? []).map(toImage),
      variants: liveVariants,
      price: lowestPrice(liveVariants),
      totalStock: liveVariants.reduce((sum, v) => sum + v.stock, 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A variant row as API.md's Variant. */
export function toVariant(row: typeof productVariants.$inferSelect): Variant {
  return {
    id: row.id,
    color: row.color,
    colorHexCode: row.colorHexCode,
    size: row.size,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
    stock: row.stock,
  };
}

/** What a shopper pays for a variant: the discount price when there is one. */
export function effectivePrice(variant: Pick<Variant, 'originalPrice' | 'discountPrice'>): string {
  return variant.discountPrice ?? variant.originalPrice;
}

/** The lowest effective price over the variants ("0.00" for a product without any). */
function lowestPrice(variants: Variant[]): string {
  if (variants.length === 0) return fromPaise(0);
  return fromPaise(Math.min(...variants.map((v) => toPaise(effectivePrice(v)))));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
