import { describe, expect, it } from 'vitest';
import { aProduct, aVariant } from '../../../test/catalogue';
import {
  blankProduct,
  blankVariant,
  draftFromProduct,
  productFormData,
  taxProblems,
  type VariantDraft,
} from './product-draft';

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
    const form = productFormData(draft, [image], [], {});
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

  it("sends each photo's colour as imageColors JSON when there are photos, and nothing without", () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const form = productFormData(blankProduct(), [image], [], { 'img-1': 'Red', 0: null });
    expect(JSON.parse(String(form.get('imageColors')))).toEqual({ 'img-1': 'Red', 0: null });
    expect(productFormData(blankProduct(), [], [], {}).has('imageColors')).toBe(false);
  });

  it('lists removed images as JSON only when there are some', () => {
    const form = productFormData(blankProduct(), [], ['img-1', 'img-2'], {});
    expect(JSON.parse(String(form.get('deletedImageIds')))).toEqual(['img-1', 'img-2']);
  });

  it('sends the stock an existing variant was loaded with, so the server applies only the change', () => {
    const product = aProduct({
      variants: [aVariant({ id: 'v-1', size: 'Free Size', originalPrice: '2499.00', stock: 5 })],
      gstRate: 12,
    });
    const draft = draftFromProduct(product);
    draft.variants[0] = { ...(draft.variants[0] as VariantDraft), stock: '9' };
    draft.variants.push(blankVariant());
    const [edited, added] = JSON.parse(String(productFormData(draft, [], [], {}).get('productVariants')));
    expect(edited).toMatchObject({ id: 'v-1', stock: 9, loadedStock: 5 });
    expect(added).not.toHaveProperty('loadedStock');
    const form = productFormData(draft, [], [], {});
    expect([form.get('hsnCode'), form.get('gstRate')]).toEqual(['', '12']);
  });

  it('checks the HSN code and GST rate as the server does, blank meaning none', () => {
    expect(taxProblems({ hsnCode: '', gstRate: '' })).toEqual({});
    expect(taxProblems({ hsnCode: '6205', gstRate: '0.25' })).toEqual({});
    expect(taxProblems({ hsnCode: '62', gstRate: '105' })).toEqual({
      hsnCode: 'HSN code must be 4 to 8 digits, like 6205.',
      gstRate: 'GST rate must be a percentage from 0 to 100 with at most 2 decimals, like 5 or 18.',
    });
    expect(Object.keys(taxProblems({ hsnCode: '620512345', gstRate: '5.125' }))).toEqual([
      'hsnCode',
      'gstRate',
    ]);
  });
});
