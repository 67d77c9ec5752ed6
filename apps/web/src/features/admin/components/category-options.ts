import type { Category } from '@vastra/contract/catalogue';

/** A category placed in a flat list for pickers and tables: its depth and its path of names from the top. */
export interface CategoryOption {
  category: Category;
  depth: number;
  path: string[];
}

/** The tree flattened depth first, parents before their subcategories. */
export function flattenCategoryTree(tree: Category[], depth = 0, path: string[] = []): CategoryOption[] {
  return tree.flatMap((category) => {
    const here = [...path, category.name];
    return [{ category, depth, path: here }, ...flattenCategoryTree(category.subCategories, depth + 1, here)];
  });
}

/** A final category: one without subcategories, the only kind that may hold products. */
export const isLeafCategory = (category: Category) => category.subCategories.length === 0;

/** The option label in a picker: the path from the top, so a closed select still says where it is. */
export const pathLabel = ({ path }: CategoryOption) => path.join(' › ');
