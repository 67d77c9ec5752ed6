import type { Category } from '@vastra/contract/catalogue';
import { type CategoryOption, flattenCategoryTree, isLeafCategory } from '../components/category-options';

export const finalCategoryMessage = 'Please select a final category for the product.';

/** Only the final (leaf) categories: the ones a product may belong to, and all its category picker offers. */
export function finalCategories(tree: Category[]): CategoryOption[] {
  return flattenCategoryTree(tree).filter(({ category }) => isLeafCategory(category));
}

/** docs/product.md §5: a product needs a final category. Returns the sentence to show, or null. */
export function categoryChoiceError(tree: Category[], categoryId: string): string | null {
  return finalCategories(tree).some(({ category }) => category.id === categoryId)
    ? null
    : finalCategoryMessage;
}
