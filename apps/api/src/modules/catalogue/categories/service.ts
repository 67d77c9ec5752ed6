import type { Category } from '@vastra/contract/catalogue';
import type { Db } from '../../../db/client';
import { loadCategoryTree } from './tree';

/** GET /categories: the top-level categories, each with its whole subtree. */
export async function listCategoryTree(db: Db): Promise<Category[]> {
  return (await loadCategoryTree(db)).roots;
}
