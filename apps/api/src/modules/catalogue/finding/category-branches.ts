import type { Db } from '../../../db/client';
import { categorySlug } from '../categories/slug';
import { type CategoryBranch, loadCategoryBranch } from '../categories/tree';
import type { CatalogueIndex } from './catalogue-index';

const remembered = new WeakMap<CatalogueIndex, Map<string, Promise<CategoryBranch | undefined>>>();

/**
 * A category page's branch (`loadCategoryBranch`: the category, its subtree with media and product
 * counts, its breadcrumb), read once per index. A branch reads only categories, their media and
 * products' own rows, whose every change is an "everything" change that builds a new index: so it
 * is remembered with the index it was read for, and forgotten with it. Unknown categories are not
 * remembered, so endless made-up slugs cost no memory.
 */
export function categoryBranch(
  db: Db,
  index: CatalogueIndex,
  idOrSlug: string,
): Promise<CategoryBranch | undefined> {
  let branches = remembered.get(index);
  if (!branches) {
    branches = new Map();
    remembered.set(index, branches);
  }
  // Every way of writing one category's slug shares its entry.
  const key = categorySlug(idOrSlug);
  const known = branches.get(key);
  if (known) return known;
  const read = loadCategoryBranch(db, key);
  branches.set(key, read);
  const forget = () => {
    if (branches.get(key) === read) branches.delete(key);
  };
  read.then((branch) => branch ?? forget(), forget);
  return read;
}
