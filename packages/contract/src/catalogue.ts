import { z } from 'zod';
import { isoDateTime, money, pageQuery, pagination, uuid } from './common';
import { facets, productFilters, searchText } from './finding';
import { grievanceOfficer } from './grievance-officer';
import { type SizeGuide, sizeGuide } from './size-guide';

export const fileType = z.enum(['IMAGE', 'VIDEO']);

/** A category's image or video. url = "/uploads/<filename>". */
export const upload = z.object({
  id: uuid,
  filename: z.string(),
  fileType,
  url: z.string(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  srcset: z.array(z.object({ width: z.number().int(), url: z.string() })).optional(),
  /** A hero slide's headline and offer, shown as text over the photo. */
  headline: z.string().nullable().optional(),
  offer: z.string().nullable().optional(),
});
export type Upload = z.infer<typeof upload>;

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  parentId: string | null;
  uploads: Upload[];
  subCategories: Category[];
  _count: { subCategories: number; products: number };
  /** Its own size guide, else its nearest ancestor's; null when neither has one. */
  sizeGuide: SizeGuide | null;
  /** The category whose guide `sizeGuide` is: its own id, an ancestor's, or null. */
  sizeGuideCategoryId: string | null;
}
export const category: z.ZodType<Category> = z
  .lazy(() =>
    z.object({
      id: uuid,
      name: z.string(),
      slug: z.string(),
      description: z.string().nullable(),
      parentId: uuid.nullable(),
      uploads: z.array(upload),
      subCategories: z.array(category),
      _count: z.object({ subCategories: z.number().int(), products: z.number().int() }),
      sizeGuide: sizeGuide.nullable(),
      sizeGuideCategoryId: uuid.nullable(),
    }),
  )
  .meta({ id: 'Category' }); // named, so the recursive schema becomes one OpenAPI component

/** A product image with its resized WebP copies for srcset. */
export const image = z.object({
  id: uuid,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** The variant colour this photo shows, or null for every colour. */
  color: z.string().nullable(),
});
export type Image = z.infer<typeof image>;

/** Colour names match without regard to case or surrounding spaces ("Navy " is "navy"). */
export const colourKey = (colour: string) => colour.trim().toLowerCase();

export const variant = z.object({
  id: uuid,
  color: z.string(),
  colorHexCode: z.string(),
  size: z.string(),
  originalPrice: money,
  discountPrice: money.nullable(),
  stock: z.number().int(),
  /** The colour family the listing's colour filter matches (Navy is Blue); product answers carry it. */
  colorFamily: z.string().nullable().optional(),
  /** The shop's stock-keeping code, unique when set; product answers carry it, carts and wishlists may not. */
  sku: z.string().nullable().optional(),
});
export type Variant = z.infer<typeof variant>;

export const categoryRef = z.object({ id: uuid, name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

/** ACTIVE: on sale. DRAFT: in the back office only, until it is published (docs/api.md §13). */
export const productStatus = z.enum(['ACTIVE', 'DRAFT'], { error: 'Status must be ACTIVE or DRAFT.' });
export type ProductStatus = z.infer<typeof productStatus>;

export const product = z.object({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  categoryId: uuid,
  category: categoryRef,
  /** The storefront's answers only ever hold ACTIVE products; the back office's hold drafts too. */
  status: productStatus.optional(),
  images: z.array(image),
  variants: z.array(variant),
  /** The lowest effective variant price (discountPrice if set, else originalPrice). */
  price: money,
  /** The sum of variant stock. */
  totalStock: z.number().int(),
  /** Its reviews: the average to one decimal (0 with none) and how many. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** The HSN code its tax invoices print (4 to 8 digits), or null when not set. */
  hsnCode: z.string().nullable(),
  /** GST in percent, included in its prices; null means the shop's apparel slab rule decides. */
  gstRate: z.number().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Product = z.infer<typeof product>;

/** A page of products; the two product lists add the facets of their filters (docs/api.md §5). */
export const productPage = z.object({ data: z.array(product), pagination, facets: facets.optional() });

/** GET /products/{id}/similar: how many to show (1 to 24, 8 by default). */
export const similarProductsQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 24.' })
    .int('Limit must be a whole number from 1 to 24.')
    .min(1, 'Limit must be a whole number from 1 to 24.')
    .max(24, 'Limit must be a whole number from 1 to 24.')
    .default(8),
});
export const similarProducts = z.array(product);
export type ProductPage = z.infer<typeof productPage>;

export const categoryProductPage = productPage.extend({
  category,
  breadcrumb: z.array(categoryRef),
});
export type CategoryProductPage = z.infer<typeof categoryProductPage>;

export const searchHit = z.object({
  id: uuid,
  name: z.string(),
  imageUrl: z.string().nullable(),
  category: categoryRef,
  price: money,
});
export type SearchHit = z.infer<typeof searchHit>;

export const company = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  address: z.string(),
  pincode: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The shop's GST registration, printed on its tax invoices; null until the admin enters it. */
  gstin: z.string().nullable(),
  /** The state the shop is registered in: deliveries within it are charged CGST and SGST, others IGST. */
  state: z.string().nullable(),
  /** Who hears shoppers' complaints (the storefront's contact page); null until the admin names one. */
  grievanceOfficer: grievanceOfficer.nullable(),
});
export type Company = z.infer<typeof company>;

export const legalSlug = z.enum(['privacy-policy', 'terms-conditions']);
export type LegalSlug = z.infer<typeof legalSlug>;

export const legalPage = z.object({
  id: uuid,
  slug: legalSlug,
  title: z.string(),
  content: z.string(),
  updatedAt: isoDateTime,
});
export type LegalPage = z.infer<typeof legalPage>;

/** GET /products?page=&limit=&q=&sort=&size=&color=... (10 a page by default). */
export const productPageQuery = pageQuery(10).extend(productFilters.shape).extend(searchText.shape);

/** GET /admin/products?page=&limit=&q=&status=: the back office's list, drafts included (100 a page by default). */
export const backOfficeProductPageQuery = pageQuery(100)
  .extend(searchText.shape)
  .extend({ status: productStatus.optional() });
export type BackOfficeProductPageQuery = z.infer<typeof backOfficeProductPageQuery>;

/** GET /products/category/{idOrSlug}?page=&limit=&sort=&size=&color=... (20 a page by default). */
export const categoryProductPageQuery = pageQuery(20).extend(productFilters.shape);

/** A category named by its id or its slug. */
export const idOrSlugParams = z.object({ idOrSlug: z.string().min(1).max(200) });

/** GET /products/search?q=: a term trimmed shorter than 2 characters finds nothing. */
export const searchQuery = z.object({
  q: z.string().max(200, 'The search term can be at most 200 characters long.').default(''),
});

/** Any slug is accepted on reading: an unknown one is a 404, not a 400. */
export const legalSlugParams = z.object({ slug: z.string().min(1).max(100) });
