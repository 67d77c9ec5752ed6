import type { Image, Product, Variant } from '@vastra/contract/catalogue';
import { effectivePrice } from '@vastra/contract/featured-offer';
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, productImages, products, productVariants } from '../../../db/schema/catalogue';
import { productRatings } from '../../../db/schema/reviews';
import { notFound } from '../../../lib/errors';
import { fromPaise, toPaise } from '../../../lib/money';
import { type ImageRow, toImage } from '../../media';
import { ratingOf } from '../../reviews';

/** An image row as `imagesJson` aggregates it. */
export type ImageJson = ImageRow;

/**
 * SQL for a product's images as a JSON array in gallery order (null when it has none), to select
 * beside the product's row instead of reading the images in a query of their own.
 */
export function imagesJson(productId: AnyColumn | SQL): SQL<ImageJson[] | null> {
  return sql<ImageJson[] | null>`(
    select json_agg(json_build_object('id', i.id, 'filename', i.filename, 'width', i.width,
      'height', i.height, 'srcset', i.srcset, 'color', i.color) order by i.position, i.created_at, i.id)
    from ${productImages} i where i.product_id = ${productId})`;
}

/** `imagesJson`'s answer as docs/api.md's Image list. */
export function toImages(images: ImageJson[] | null): Image[] {
  return (images ?? []).map(toImage);
}

/** The prepared product query of each database (`prepareLoad`). */
const prepared = new WeakMap<Db | Tx, ReturnType<typeof prepareLoad>>();

/**
 * The products with these ids as docs/api.md's Product, in the order of `ids`: one query however many ids
 * are asked for (each product's images and live variants come aggregated as JSON). Unknown ids and
 * archived products are left out, and so are drafts unless `includeDrafts` (the back office's reads).
 */
export async function loadProducts(
  db: Db | Tx,
  ids: string[],
  options: { includeDrafts?: boolean } = {},
): Promise<Product[]> {
  if (ids.length === 0) return [];
  let query = prepared.get(db);
  if (!query) {
    query = prepareLoad(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ ids: ids.join(','), includeDrafts: options.includeDrafts === true });

  const byId = new Map<string, Product>();
  for (const { images, variants, ratingCount, ratingSum, gstRate, ...row } of rows) {
    const liveVariants = variants ?? [];
    byId.set(row.id, {
      ...row,
      gstRate: gstRate === null ? null : Number(gstRate),
      images: toImages(images),
      variants: liveVariants,
      price: lowestPrice(liveVariants),
      totalStock: liveVariants.reduce((sum, v) => sum + v.stock, 0),
      rating: ratingOf(Number(ratingCount), Number(ratingSum)),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The product query, prepared once per connection: every product list that shows products not read
 * before runs it, and planning it anew each time cost PostgreSQL about as much as running it.
 * The ids come as one comma-separated text, so one statement serves any number of them.
 */
function prepareLoad(db: Db | Tx) {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      categoryId: products.categoryId,
      status: products.status,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      ratingCount: sql<number>`coalesce(${productRatings.ratingCount}, 0)`,
      ratingSum: sql<number>`coalesce(${productRatings.ratingSum}, 0)`,
      images: imagesJson(products.id),
      // Money as text, so "1299.00" keeps its two decimals.
      variants: sql<Variant[] | null>`(
        select json_agg(json_build_object('id', v.id, 'color', v.color, 'colorHexCode', v.color_hex_code,
          'size', v.size, 'originalPrice', v.original_price::text, 'discountPrice', v.discount_price::text,
          'stock', v.stock, 'sku', v.sku, 'colorFamily', v.color_family) order by v.created_at, v.id)
        from ${productVariants} v where v.product_id = ${products.id} and v.archived_at is null)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productRatings, eq(productRatings.productId, products.id))
    .where(
      and(
        sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}::text, ',')::uuid[])`,
        isNull(products.archivedAt),
        or(sql`${sql.placeholder('includeDrafts')}::boolean`, eq(products.status, 'ACTIVE')),
      ),
    )
    .prepare('load_products');
}

/** The lowest effective price over the variants ("0.00" for a product without any). */
function lowestPrice(variants: Variant[]): string {
  if (variants.length === 0) return fromPaise(0);
  return fromPaise(Math.min(...variants.map((v) => toPaise(effectivePrice(v)))));
}

/** GET /products/{id}: a live product on sale, or 404 (a draft too). */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const [product] = await loadProducts(db, [id]);
  if (!product) throw notFound('Product not found.');
  return product;
}
