import type { Category } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { aCategory } from '../../../test/catalogue';
import { categoryChoiceError, finalCategories, finalCategoryMessage } from './final-categories';

const category = (name: string, subCategories: Category[] = [], products = 0) =>
  aCategory({ name, subCategories, products });

const tree = [
  category('Men', [category('Shirts', [category('Formal'), category('Casual')]), category('Jeans')]),
  category('Women', [category('Kurtas')]),
  category('Gifts'),
];

describe('the product category picker', () => {
  it('offers only final categories, with their path from the top', () => {
    expect(finalCategories(tree).map(({ path }) => path.join(' / '))).toEqual([
      'Men / Shirts / Formal',
      'Men / Shirts / Casual',
      'Men / Jeans',
      'Women / Kurtas',
      'Gifts',
    ]);
  });

  it('refuses a parent category or no category with the SPEC sentence', () => {
    expect(categoryChoiceError(tree, 'id-Men')).toBe(finalCategoryMessage);
    expect(categoryChoiceError(tree, '')).toBe('Please select a final category for the product.');
    expect(categoryChoiceError(tree, 'id-Casual')).toBeNull();
  });
});
