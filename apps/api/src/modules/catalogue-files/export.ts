import { colourKey } from '@vastra/contract/catalogue';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema/catalogue';
import { exactPrices } from '../../lib/money';
import { uploadUrl } from '../media';
import { loadCategoryPaths } from './category-paths';
import { COLUMNS, type Column, productHandle } from './columns';
import { writeCsv } from './csv';

/**
 * GET /admin/products/export.csv: every live product, one row per variant in Shopify's layout.
 * Product cells are on a product's first row only, as Shopify writes them; its photos go one per row
 * beside the variants, with rows of their own when there are more photos than variants.
 */
export async function exportCatalogueCsv(db: Db, publicUrl: string): Promise<string> {
  const paths = await loadCategoryPaths(db);
  const live = await db
    .select()
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.createdAt));
  const ids = live.map((product) => product.id);
  const variants =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position), asc(productImages.createdAt));
  const imageUrl = (filename: string) => `${publicUrl}${uploadUrl(filename)}`;

  const records: string[][] = [[...COLUMNS]];
  for (const product of live) {
    const own = variants.filter((v) => v.productId === product.id && v.archivedAt === null);
    const photos = images.filter((image) => image.productId === product.id);
    const rows = Math.max(own.length, photos.length, 1);
    for (let index = 0; index < rows; index++) {
      const cells: Partial<Record<Column, string>> = { Handle: productHandle(product) };
      if (index === 0) {
        Object.assign(cells, {
          Title: product.name,
          'Body (HTML)': product.description ?? '',
          'Option1 Name': 'Color',
          'Option2 Name': 'Size',
          Status: product.status.toLowerCase(),
          Category: paths.pathOf(product.categoryId),
          'HSN Code': product.hsnCode ?? '',
          'GST Rate': product.gstRate === null ? '' : String(Number(product.gstRate)),
        });
      }
      const variant = own[index];
      if (variant) {
        const { originalPrice, discountPrice } = exactPrices(variant);
        const photo = photos.find((p) => p.color !== null && colourKey(p.color) === colourKey(variant.color));
        Object.assign(cells, {
          'Option1 Value': variant.color,
          'Option2 Value': variant.size,
          'Variant SKU': variant.sku ?? '',
          'Variant Inventory Qty': String(variant.stock),
          // Shopify's price is what is charged; its compare-at price the higher one shown crossed out.
          'Variant Price': discountPrice ?? originalPrice,
          'Variant Compare At Price': discountPrice ? originalPrice : '',
          'Variant Image': photo ? imageUrl(photo.filename) : '',
          'Color Hex': variant.colorHexCode,
        });
      }
      const photo = photos[index];
      if (photo)
        Object.assign(cells, { 'Image Src': imageUrl(photo.filename), 'Image Position': String(index + 1) });
      records.push(COLUMNS.map((column) => cells[column] ?? ''));
    }
  }
  return writeCsv(records);
}
