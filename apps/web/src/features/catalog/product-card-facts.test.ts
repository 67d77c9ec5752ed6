import { describe, expect, it } from 'vitest';
import { cardPrice } from '../../lib/offer';
import { anImage, aVariant } from '../../test/catalogue';
import { cardPhoto, colourDots } from './product-card-facts';
import { initialVariant } from './variant-choice';

const variant = (color: string, originalPrice: string, discountPrice: string | null = null) =>
  aVariant({ color, colorHexCode: '#123456', originalPrice, discountPrice });

describe('the product card', () => {
  it('opens on a photo of the filtered colour family, else on the first photo', () => {
    const olive = anImage({ color: 'Olive' });
    const navy = anImage({ color: 'Navy' });
    const product = {
      images: [olive, navy],
      variants: [
        aVariant({ color: 'Olive', colorFamily: 'Green' }),
        aVariant({ color: 'Navy', colorFamily: 'Blue' }),
      ],
    };
    expect(cardPhoto(product, ['Blue'])).toBe(navy);
    expect(cardPhoto(product, ['Red', 'Green'])).toBe(olive);
    expect(cardPhoto(product, [])).toBe(olive);
    expect(cardPhoto(product, ['Pink'])).toBe(olive);
  });

  it('shows each colour once and at most 5 dots', () => {
    const colours = ['Red', 'Blue', 'red', 'Green', 'Black', 'White', 'Mustard', 'Blue'];
    const { dots, more } = colourDots({ variants: colours.map((c) => variant(c, '100.00')) });
    expect(dots.map((d) => d.color)).toEqual(['Red', 'Blue', 'Green', 'Black', 'White']);
    expect(more).toBe(1);
  });

  it('shows fewer dots when the product has fewer colours', () => {
    expect(colourDots({ variants: [variant('Red', '1.00'), variant('Red', '2.00')] })).toEqual({
      dots: [{ color: 'Red', hex: '#123456' }],
      more: 0,
    });
  });

  it('shows the lowest price with the original struck through and the rounded saving', () => {
    const price = cardPrice({
      price: '1499.00',
      variants: [variant('Red', '2499.00'), variant('Blue', '1999.00', '1499.00')],
    });
    expect(price).toEqual({ price: '1499.00', from: true, originalPrice: '1999.00', percentOff: 25 });
  });

  it('shows only the price when the cheapest offer is not discounted', () => {
    const price = cardPrice({
      price: '799.00',
      variants: [variant('Red', '799.00'), variant('Blue', '1999.00', '999.00')],
    });
    expect(price).toEqual({ price: '799.00', from: true });
  });

  it('says From only when the variants cost different amounts', () => {
    expect(
      cardPrice({ price: '499.00', variants: [variant('Red', '499.00'), variant('Blue', '499.00')] }),
    ).toEqual({
      price: '499.00',
      from: false,
    });
  });

  it('shows the cheapest offer in stock, the one the product page opens on', () => {
    const soldOutCheap = { ...variant('White', '449.00'), stock: 0 };
    const inStock = variant('Black', '549.00');
    const product = { price: '449.00', variants: [soldOutCheap, inStock] };
    expect(cardPrice(product)).toEqual({ price: '549.00', from: true });
    expect(initialVariant(product.variants)).toBe(inStock);
  });
});
