import { useQuery } from '@tanstack/react-query';
import type { Category, Upload } from '@vastra/contract/catalogue';
import { api } from './api';
import { slugify } from './format';

export const categoriesQueryKey = ['categories'] as const;

/** The category tree (GET /categories: top-level categories, each with its subtree). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => api<Category[]>('/categories'),
    staleTime: 60_000,
  });
}

/**
 * The category with this slug anywhere in the tree, or undefined. The slug is read through the slug
 * rule, so one made from the name with its punctuation kept ("men's-shirts") finds "mens-shirts".
 */
export function findCategoryBySlug(tree: Category[], slug: string): Category | undefined {
  const wanted = slugify(slug);
  const find = (level: Category[]): Category | undefined => {
    for (const category of level) {
      if (category.slug === wanted) return category;
      const found = find(category.subCategories);
      if (found) return found;
    }
    return undefined;
  };
  return find(tree);
}

/** The category with this id anywhere in the tree, or undefined. */
export function findCategoryById(tree: Category[], id: string): Category | undefined {
  for (const category of tree) {
    if (category.id === id) return category;
    const found = findCategoryById(category.subCategories, id);
    if (found) return found;
  }
  return undefined;
}

/** The first image (not video) among a category's uploads: its card picture. */
export function coverImageOf(category: Category): Upload | undefined {
  return category.uploads.find((upload) => upload.fileType !== 'VIDEO');
}
