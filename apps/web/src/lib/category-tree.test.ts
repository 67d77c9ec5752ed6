import type { Category } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { aCategory } from '../test/catalogue';
import { findCategoryBySlug } from './category-tree';

const category = (name: string, slug: string, subCategories: Category[] = []) =>
  aCategory({ id: slug, name, slug, subCategories });

const shirts = category("Men's Shirts", 'mens-shirts');
const tree = [category('Men', 'men', [shirts])];

describe('finding a category by the slug in the address', () => {
  it("finds Men's Shirts by the slug the storefront makes from its name as well as by its own", () => {
    for (const slug of ["men's-shirts", 'mens-shirts', "Men's-Shirts"]) {
      expect(findCategoryBySlug(tree, slug)).toBe(shirts);
    }
  });

  it('finds nothing for a slug no category has', () => {
    expect(findCategoryBySlug(tree, 'womens-shirts')).toBeUndefined();
  });
});
