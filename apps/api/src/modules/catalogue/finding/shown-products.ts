import type { Product } from '@vastra/contract/catalogue';
import type { Db } from '../../../db/client';
import { loadProducts } from '../products/load-products';
import type { CatalogueIndex } from './catalogue-index';

/**
 * How many loaded products each index remembers, least recently shown forgotten first: 100 pages of
 * a filtered list. Each takes about 3 kB of the heap; 5,000 held 15 MB of the server's 250 MB budget.
 */
const MAX_PRODUCTS = 2_000;

interface Loaded {
  product: Product;
  /** The index version when the product was read: good while it has not changed in a later one. */
  version: number;
}
const remembered = new WeakMap<CatalogueIndex, Map<string, Loaded>>();

/**
 * The products of a page as `loadProducts` gives them, in the order of `ids`, reading only those
 * not remembered (one query, none when all are). A product is remembered with the index version
 * current when its read began and is good while the index marks no later change to its variants or
 * photos (`changedIn`), which it learns from the change log before every list: a change committed
 * before a request is seen by it. Products' own rows and categories change only with an "everything"
 * change, which builds a new index and so forgets them all.
 */
export async function shownProducts(db: Db, index: CatalogueIndex, ids: string[]): Promise<Product[]> {
  let products = remembered.get(index);
  if (!products) {
    products = new Map();
    remembered.set(index, products);
  }
  const shown = new Map<string, Product>();
  for (const id of ids) {
    const loaded = products.get(id);
    const slot = index.slotOf.get(id);
    if (loaded && slot !== undefined && loaded.version >= (index.changedIn[slot] as number)) {
      shown.set(id, loaded.product);
    }
  }
  const missing = ids.filter((id) => !shown.has(id));
  for (const id of missing) products.delete(id);
  const version = index.version;
  for (const product of missing.length > 0 ? await loadProducts(db, missing) : []) {
    shown.set(product.id, product);
    products.set(product.id, { product, version });
  }
  // Shown again: the most recently shown go last, so the first keys are the ones to forget.
  for (const id of ids) {
    const loaded = products.get(id);
    if (!loaded) continue;
    products.delete(id);
    products.set(id, loaded);
  }
  for (const oldest of products.keys()) {
    if (products.size <= MAX_PRODUCTS) break;
    products.delete(oldest);
  }
  return ids.flatMap((id) => shown.get(id) ?? []);
}
