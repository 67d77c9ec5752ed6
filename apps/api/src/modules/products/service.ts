import type { CategoryProductPage, Product, ProductPage } from '@vastra/contract/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type FindingQuery, findCategoryProducts, findProducts } from '../finding/service';
import { loadProducts } from './load-products';

/** GET /products: live products, newest first unless sorted, filtered or searched otherwise. */
export async function listProducts(db: Db, query: FindingQuery): Promise<ProductPage> {
  return findProducts(db, query);
}

/** GET /products/{id}: a live product, or 404. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const [product] = await loadProducts(db, [id]);
  if (!product) throw notFound('Product not found.');
  return product;
}

/**
 * GET /products/category/{idOrSlug}: live products of the category and all its descendants,
 * newest first unless sorted or filtered otherwise, with the category's subtree and its
 * breadcrumb from the top level down.
 */
export async function listCategoryProducts(
  db: Db,
  idOrSlug: string,
  query: FindingQuery,
): Promise<CategoryProductPage> {
  const page = await findCategoryProducts(db, idOrSlug, query);
  if (!page) throw notFound('Category not found.');
  return page;
}
