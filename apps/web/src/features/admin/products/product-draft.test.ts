import { describe, expect, it } from 'vitest';
import { blankProduct, blankVariant, productFormData } from './product-draft';

describe('the product form as multipart', () => {
  it('starts a variant as a black swatch named Black with stock 1', () => {
    expect(blankVariant()).toMatchObject({ color: 'Black', colorHexCode: '#000000', stock: '1' });
  });

  it('sends variants as JSON with numbers, a null discount when empty, and ids only for existing ones', () => {
    const draft = {
      ...blankProduct(),
      productName: ' Silk Saree ',
      categoryId: 'cat-1',
      variants: [
        {
          ...blankVariant(),
          id: 'v-1',
          size: 'Free Size',
          stock: '4',
          originalPrice: '1299.5',
          discountPrice: '999',
        },
        { ...blankVariant(), size: 'M', stock: '0', originalPrice: '800', discountPrice: ' ' },
      ],
    };
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const form = productFormData(draft, [image], []);
    expect(form.get('productName')).toBe('Silk Saree');
    expect(form.get('categoryId')).toBe('cat-1');
    expect(JSON.parse(String(form.get('productVariants')))).toEqual([
      {
        id: 'v-1',
        color: 'Black',
        colorHexCode: '#000000',
        size: 'Free Size',
        stock: 4,
        originalPrice: 1299.5,
        discountPrice: 999,
      },
      {
        color: 'Black',
        colorHexCode: '#000000',
        size: 'M',
        stock: 0,
        originalPrice: 800,
        discountPrice: null,
      },
    ]);
    expect(form.getAll('images')).toHaveLength(1);
    expect(form.has('deletedImageIds')).toBe(false);
    expect(form.has('id')).toBe(false);
  });

  it('lists removed images as JSON only when there are some', () => {
    const form = productFormData(blankProduct(), [], ['img-1', 'img-2']);
    expect(JSON.parse(String(form.get('deletedImageIds')))).toEqual(['img-1', 'img-2']);
  });
});
