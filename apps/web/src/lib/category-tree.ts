import { useQuery } from '@tanstack/react-query';
import type { Category, Upload } from '@vastra/contract/catalogue';
import { api } from './api';

export const categoriesQueryKey = ['categories'] as const;

/** The category tree (GET /categories: top-level categories, each with its subtree). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => api<Category[]>('/categories'),
    staleTime: 60_000,
  });
}

/** The category with this slug anywhere in the tree, or undefined. */
export function findCategoryBySlug(tree: Category[], slug: string): Category | undefined {
  for (const category of tree) {
    if (category.slug === slug) return category;
    const found = findCategoryBySlug(category.subCategories, slug);
    if (found) return found;
  }
  return undefined;
}

/** The first image (not video) among a category's uploads: its card picture. */
export function coverImageOf(category: Category): Upload | undefined {
  return category.uploads.find((upload) => upload.fileType !== 'VIDEO');
}
