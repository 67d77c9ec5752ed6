import type { ImageColors } from '@vastra/contract/admin';
import type { Product, ProductStatus } from '@vastra/contract/catalogue';
import { nearestColourName } from './nearest-colour';

/** One variant row of the product form; numbers stay text while typed. */
export interface VariantDraft {
  /** React key for the row; existing variants also carry their id. */
  key: string;
  id?: string;
  /** The stock the form was loaded with (existing variants): the server applies only the change. */
  loadedStock?: number;
  color: string;
  colorHexCode: string;
  size: string;
  stock: string;
  originalPrice: string;
  discountPrice: string;
}

export interface ProductDraft {
  productName: string;
  description: string;
  categoryId: string;
  /** Blank: none. */
  hsnCode: string;
  /** Percent; blank: the shop's apparel slab rule. */
  gstRate: string;
  variants: VariantDraft[];
}

const defaultSwatch = '#000000';
let rowCount = 0;
const rowKey = () => `variant-${++rowCount}`;

/** A blank variant: black swatch named after it, stock 1 (docs/product.md §3 and §9). */
export function blankVariant(): VariantDraft {
  return {
    key: rowKey(),
    color: nearestColourName(defaultSwatch),
    colorHexCode: defaultSwatch,
    size: '',
    stock: '1',
    originalPrice: '',
    discountPrice: '',
  };
}

export function blankProduct(): ProductDraft {
  return {
    productName: '',
    description: '',
    categoryId: '',
    hsnCode: '',
    gstRate: '',
    variants: [blankVariant()],
  };
}

/** The edit form's starting point: the product as the list shows it. */
export function draftFromProduct(product: Product): ProductDraft {
  return {
    productName: product.name,
    description: product.description ?? '',
    categoryId: product.categoryId,
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
    variants: product.variants.map((variant) => ({
      key: rowKey(),
      id: variant.id,
      loadedStock: variant.stock,
      color: variant.color,
      colorHexCode: variant.colorHexCode || defaultSwatch,
      size: variant.size,
      stock: String(variant.stock),
      originalPrice: variant.originalPrice,
      discountPrice: variant.discountPrice ?? '',
    })),
  };
}

/**
 * The multipart body of POST /products and PUT /products/{id} (docs/api.md §3): productVariants as JSON with
 * numeric stock and prices (discountPrice null when empty; id and the stock the form was loaded with
 * only on variants that already exist, so units sold while the form was open stay sold),
 * deletedImageIds only when some are removed, the new image files, imageColors (each photo's
 * colour) when there are photos, and status only when the admin chose one (drafts and publishing).
 */
export function productFormData(
  draft: ProductDraft,
  images: File[],
  deletedImageIds: string[],
  imageColors: ImageColors,
  status?: ProductStatus,
): FormData {
  const form = new FormData();
  form.append('productName', draft.productName.trim());
  form.append('description', draft.description.trim());
  form.append('categoryId', draft.categoryId);
  form.append('hsnCode', draft.hsnCode.trim());
  form.append('gstRate', draft.gstRate.trim());
  const variants = draft.variants.map((variant) => ({
    ...(variant.id ? { id: variant.id } : {}),
    ...(variant.loadedStock !== undefined ? { loadedStock: variant.loadedStock } : {}),
    color: variant.color.trim(),
    colorHexCode: variant.colorHexCode,
    size: variant.size.trim(),
    stock: Number(variant.stock),
    originalPrice: Number(variant.originalPrice),
    discountPrice: variant.discountPrice.trim() === '' ? null : Number(variant.discountPrice),
  }));
  form.append('productVariants', JSON.stringify(variants));
  if (deletedImageIds.length > 0) form.append('deletedImageIds', JSON.stringify(deletedImageIds));
  for (const image of images) form.append('images', image);
  if (Object.keys(imageColors).length > 0) form.append('imageColors', JSON.stringify(imageColors));
  if (status) form.append('status', status);
  return form;
}

/** The tax fields' problems in the server's sentences: an HSN code is 4 to 8 digits, a rate 0 to 100%. */
export function taxProblems(draft: Pick<ProductDraft, 'hsnCode' | 'gstRate'>): {
  hsnCode?: string;
  gstRate?: string;
} {
  const hsn = draft.hsnCode.trim();
  const rate = draft.gstRate.trim();
  return {
    ...(hsn && !/^\d{4,8}$/.test(hsn) && { hsnCode: 'HSN code must be 4 to 8 digits, like 6205.' }),
    ...(rate &&
      !(/^\d{1,3}(\.\d{1,2})?$/.test(rate) && Number(rate) <= 100) && {
        gstRate: 'GST rate must be a percentage from 0 to 100 with at most 2 decimals, like 5 or 18.',
      }),
  };
}
