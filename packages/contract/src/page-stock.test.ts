import { describe, expect, it } from 'vitest';
import { withPageStock } from './page-stock';

const kurta = () => ({
  id: 'kurta',
  name: 'Cotton Kurta',
  totalStock: 87,
  variants: [
    { id: 'kurta-m', stock: 57 },
    { id: 'kurta-l', stock: 30 },
  ],
});
const shirt = () => ({
  id: 'shirt',
  name: 'Linen Shirt',
  totalStock: 20,
  variants: [{ id: 'shirt-m', stock: 20 }],
});

describe("a page's stock block written into its answers", () => {
  it('gives every copy of a product the new stock, and its total the sum of its variants', () => {
    const product = kurta();
    const rail = [shirt(), kurta()];
    const listing = { data: [kurta(), shirt()], total: 2 };
    const answers = [
      { queryKey: ['product', 'kurta'], state: { data: product } },
      { queryKey: ['similar', 'kurta'], state: { data: rail } },
      { queryKey: ['product-listing', 'men'], state: { data: listing } },
    ];
    withPageStock(answers, { kurta: { 'kurta-m': 56 } });

    for (const copy of [product, rail[1], listing.data[0]]) {
      expect(copy).toMatchObject({ totalStock: 86, variants: [{ stock: 56 }, { stock: 30 }] });
    }
    expect(rail[0]).toEqual(shirt());
  });

  it('leaves answers without the product, or without their variants, as they were', () => {
    const summary = { id: 'kurta', name: 'Cotton Kurta', totalStock: 87 };
    const answers = [{ state: { data: { summary, count: 3 } } }];
    withPageStock(answers, { kurta: { 'kurta-m': 1 } });
    expect(answers[0]?.state.data).toEqual({
      summary: { id: 'kurta', name: 'Cotton Kurta', totalStock: 87 },
      count: 3,
    });
  });
});
