import type { Category } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { aCategory } from '../../../test/catalogue';
import { mediaRuleError, parentChoices, subtreeIds, topLevelMediaMessage } from './category-rules';

const category = (name: string, subCategories: Category[] = [], products = 0) =>
  aCategory({ name, subCategories, products });

describe('the 5-media rule for top-level categories', () => {
  it('asks a top-level category for at least 5 images or videos, counting kept and new ones', () => {
    expect(mediaRuleError('', 0, 4)).toBe(topLevelMediaMessage);
    expect(mediaRuleError('', 2, 2)).toBe('A top-level category requires at least 5 images or videos.');
    expect(mediaRuleError('', 3, 2)).toBeNull();
    expect(mediaRuleError('', 0, 5)).toBeNull();
    expect(mediaRuleError('', 7, 0)).toBeNull();
  });

  it('asks nothing of a subcategory', () => {
    expect(mediaRuleError('id-Men', 0, 0)).toBeNull();
  });
});

describe('the parent picker', () => {
  const shirts = category('Shirts', [category('Formal'), category('Casual')]);
  const tree = [category('Men', [shirts, category('Jeans', [], 4)]), category('Women')];

  it('offers every category when creating one', () => {
    expect(parentChoices(tree, null).map((c) => c.category.name)).toEqual([
      'Men',
      'Shirts',
      'Formal',
      'Casual',
      'Jeans',
      'Women',
    ]);
  });

  it('leaves out the category itself and its descendants when editing', () => {
    expect(parentChoices(tree, shirts).map((c) => c.category.name)).toEqual(['Men', 'Jeans', 'Women']);
    expect([...subtreeIds(shirts)]).toEqual(['id-Shirts', 'id-Formal', 'id-Casual']);
  });

  it('blocks a final category that already holds products', () => {
    const jeans = parentChoices(tree, null).find((c) => c.category.name === 'Jeans');
    expect(jeans?.blockedBecause).toBe('holds products');
  });
});
