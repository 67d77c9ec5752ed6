import type { CategoryProductPage, Product, ProductPage } from '@vastra/contract/catalogue';
import type { Pagination } from '@vastra/contract/common';
import { and, desc, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { notFound } from '../../lib/errors';
import { loadCategoryBranch } from '../categories/tree';
import { loadProducts } from './load-products';

export interface PageRequest {
  page: number;
  limit: number;
}

/** GET /products: live products, newest first. */
export async function listProducts(db: Db, page: PageRequest): Promise<ProductPage> {
  return productPage(db, isNull(products.archivedAt), page);
}

/** GET /products/{id}: a live product, or 404. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const [product] = await loadProducts(db, [id]);
  if (!product) throw notFound('Product not found.');
  return product;
}

/**
 * GET /products/category/{idOrSlug}: live products of the category and all its descendants,
 * newest first, with the category's subtree and its breadcrumb from the top level down.
 */
export async function listCategoryProducts(
  db: Db,
  idOrSlug: string,
  page: PageRequest,
): Promise<CategoryProductPage> {
  const branch = await loadCategoryBranch(db, idOrSlug);
  if (!branch) throw notFound('Category not found.');
  const inSubtree = and(isNull(products.archivedAt), inArray(products.categoryId, branch.subtreeIds));
  return {
    ...(await productPage(db, inSubtree, page)),
    category: branch.category,
    breadcrumb: branch.breadcrumb,
  };
}

/** One page of the products matching `where`: a count, the page's ids, then the products in bulk. */
async function productPage(
  db: Db,
  where: SQL | undefined,
  { page, limit }: PageRequest,
): Promise<ProductPage> {
  const [[counted], ids] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const total = counted?.total ?? 0;
  const pagination: Pagination = { page, limit, total, totalPages: Math.ceil(total / limit) };
  const pageIds = ids.map((row) => row.id);
  return { data: await loadProducts(db, pageIds), pagination };
}
