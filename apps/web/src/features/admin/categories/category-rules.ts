import type { Category } from '@vastra/contract/catalogue';
import { type CategoryOption, flattenCategoryTree, isLeafCategory } from '../components/category-options';

export const MIN_TOP_LEVEL_MEDIA = 5;
export const topLevelMediaMessage = 'A top-level category requires at least 5 images or videos.';

/**
 * The 5-media rule (docs/product.md §5): a top-level category (no parent) needs at least 5 images or videos,
 * counting the uploads it keeps plus the new files; a subcategory needs none. Returns the sentence to
 * show, or null when the form may be sent.
 */
export function mediaRuleError(parentId: string, keptUploads: number, newFiles: number): string | null {
  if (parentId !== '') return null;
  return keptUploads + newFiles >= MIN_TOP_LEVEL_MEDIA ? null : topLevelMediaMessage;
}

/** Every id in a category's subtree, itself included. */
export function subtreeIds(category: Category): Set<string> {
  const ids = new Set<string>([category.id]);
  for (const child of category.subCategories) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

export interface ParentChoice extends CategoryOption {
  /** Why it cannot be picked, or null when it can. */
  blockedBecause: string | null;
}

/**
 * The categories a category may be placed under: any category except itself and its descendants
 * (a category cannot become its own ancestor). A final category that already holds products is shown
 * but blocked, because the server refuses to give it subcategories.
 */
export function parentChoices(tree: Category[], editing: Category | null): ParentChoice[] {
  const excluded = editing ? subtreeIds(editing) : new Set<string>();
  return flattenCategoryTree(tree)
    .filter(({ category }) => !excluded.has(category.id))
    .map((option) => ({
      ...option,
      blockedBecause:
        isLeafCategory(option.category) && option.category._count.products > 0 ? 'holds products' : null,
    }));
}

/** The category with this id anywhere in the tree. */
export function findCategory(tree: Category[], id: string): Category | undefined {
  return flattenCategoryTree(tree).find(({ category }) => category.id === id)?.category;
}
