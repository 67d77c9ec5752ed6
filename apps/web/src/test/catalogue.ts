// Catalogue answers as the API sends them, for tests: each factory fills what a test does not say.
import type { Category, Image, Product, Variant } from '@vastra/contract/catalogue';
import { effectivePrice } from '@vastra/contract/featured-offer';
import { madeUpId } from './made-up-id';

/** A black size M at ₹999.00 with 4 in stock, unless told otherwise. */
export function aVariant(facts: Partial<Variant> = {}): Variant {
  return {
    id: madeUpId('variant'),
    color: 'Black',
    colorHexCode: '#000000',
    size: 'M',
    originalPrice: '999.00',
    discountPrice: null,
    stock: 4,
    ...facts,
  };
}

/** A product photo for every colour, with no resized copies. */
export function anImage(facts: Partial<Image> = {}): Image {
  const id = facts.id ?? madeUpId('image');
  return { id, url: `/uploads/${id}.png`, width: 1200, height: 1600, srcset: [], color: null, ...facts };
}

/**
 * A top-level category without media, its id ("id-Men") and slug made from its name; it counts its
 * subcategories, and holds `products` products of its own.
 */
export function aCategory({
  name = 'Kurtas',
  subCategories = [],
  products = 0,
  ...facts
}: Partial<Category> & { products?: number } = {}): Category {
  return {
    id: `id-${name}`,
    name,
    slug: name.toLowerCase(),
    description: null,
    parentId: null,
    uploads: [],
    subCategories,
    _count: { subCategories: subCategories.length, products },
    sizeGuide: null,
    sizeGuideCategoryId: null,
    ...facts,
  };
}

/** A kurta without photos or reviews; its price and stock are worked out from its variants. */
export function aProduct({ variants = [aVariant()], ...facts }: Partial<Product> = {}): Product {
  const prices = variants.map(effectivePrice).sort((a, b) => Number(a) - Number(b));
  return {
    id: madeUpId('product'),
    name: 'Cotton Kurta',
    description: null,
    categoryId: 'id-Kurtas',
    category: { id: 'id-Kurtas', name: 'Kurtas', slug: 'kurtas' },
    images: [],
    variants,
    price: prices[0] ?? '0.00',
    totalStock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    rating: { average: 0, count: 0 },
    hsnCode: null,
    gstRate: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...facts,
  };
}
