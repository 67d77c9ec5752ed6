import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import {
  categories,
  categoryMedia,
  companyDetails,
  type LegalSlug,
  legalPages,
  type MediaType,
  productImages,
  products,
  productVariants,
} from '../src/db/schema/catalogue';
import { categorySlug, refreshProductSearchText } from '../src/modules/catalogue';

/**
 * Catalogue rows inserted straight into the database, for tests of any module. Media rows name
 * files that do not exist on disk: enough for everything but serving the files themselves.
 */

export interface MediaFixture {
  fileType: MediaType;
  filename?: string;
}

export interface CategoryFixture {
  name: string;
  parentId?: string | null;
  description?: string | null;
  /** How many images to attach, or the exact media (in position order). */
  media?: number | MediaFixture[];
  createdAt?: Date;
}

export interface CreatedCategory {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  mediaIds: string[];
}

/** A category with the slug the server would give it, and optionally its media. */
export async function createCategory(db: Db, fixture: CategoryFixture): Promise<CreatedCategory> {
  const [row] = await db
    .insert(categories)
    .values({
      name: fixture.name,
      slug: categorySlug(fixture.name),
      description: fixture.description ?? null,
      parentId: fixture.parentId ?? null,
      createdAt: fixture.createdAt,
      updatedAt: fixture.createdAt,
    })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  const media: MediaFixture[] =
    typeof fixture.media === 'number'
      ? Array.from({ length: fixture.media }, () => ({ fileType: 'IMAGE' }))
      : (fixture.media ?? []);
  const mediaRows = media.length
    ? await db
        .insert(categoryMedia)
        .values(
          media.map((item, position) => ({
            categoryId: row.id,
            filename: item.filename ?? `${randomUUID()}.${item.fileType === 'VIDEO' ? 'mp4' : 'webp'}`,
            fileType: item.fileType,
            width: item.fileType === 'IMAGE' ? 1600 : null,
            height: item.fileType === 'IMAGE' ? 900 : null,
            position,
          })),
        )
        .returning({ id: categoryMedia.id })
    : [];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parentId: row.parentId,
    mediaIds: mediaRows.map((m) => m.id),
  };
}

export interface VariantFixture {
  color?: string;
  colorHexCode?: string;
  size?: string;
  originalPrice?: string;
  discountPrice?: string | null;
  stock?: number;
  archived?: boolean;
}

export interface ProductFixture {
  name: string;
  categoryId: string;
  description?: string | null;
  /** Defaults to one black M variant at 999.00 with 10 in stock. */
  variants?: VariantFixture[];
  /** How many images (default 1), or their file names in position order. */
  images?: number | string[];
  /** The colour each image shows, in position order (null or missing: all colours). */
  imageColours?: (string | null)[];
  archived?: boolean;
  createdAt?: Date;
  hsnCode?: string | null;
  /** Percent, e.g. '12.00'; null or missing: the shop's apparel slab rule. */
  gstRate?: string | null;
}

export interface CreatedProduct {
  id: string;
  name: string;
  categoryId: string;
  variantIds: string[];
  imageIds: string[];
  /** The images' stored file names, in position order. */
  imageFilenames: string[];
}

/** A product with its variants and images; its search text is brought up to date as the server does. */
export async function createProduct(db: Db, fixture: ProductFixture): Promise<CreatedProduct> {
  const [row] = await db
    .insert(products)
    .values({
      name: fixture.name,
      categoryId: fixture.categoryId,
      description: fixture.description ?? null,
      archivedAt: fixture.archived ? new Date() : null,
      hsnCode: fixture.hsnCode ?? null,
      gstRate: fixture.gstRate ?? null,
      createdAt: fixture.createdAt,
      updatedAt: fixture.createdAt,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');

  const variants = fixture.variants ?? [{}];
  const variantRows = variants.length
    ? await db
        .insert(productVariants)
        .values(
          variants.map((v, index) => ({
            productId: row.id,
            color: v.color ?? 'Black',
            colorHexCode: v.colorHexCode ?? '#000000',
            size: v.size ?? 'M',
            originalPrice: v.originalPrice ?? '999.00',
            discountPrice: v.discountPrice ?? null,
            stock: v.stock ?? 10,
            archivedAt: v.archived ? new Date() : null,
            // Distinct times keep the variants in the order given.
            createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, index)),
          })),
        )
        .returning({ id: productVariants.id })
    : [];

  const filenames =
    typeof fixture.images === 'object'
      ? fixture.images
      : Array.from({ length: fixture.images ?? 1 }, () => `${randomUUID()}.webp`);
  const imageRows = filenames.length
    ? await db
        .insert(productImages)
        .values(
          filenames.map((filename, position) => ({
            productId: row.id,
            filename,
            width: 1200,
            height: 1600,
            srcset: [{ width: 400, filename: filename.replace(/\.\w+$/, '-400.webp') }],
            color: fixture.imageColours?.[position] ?? null,
            position,
          })),
        )
        .returning({ id: productImages.id })
    : [];

  await refreshProductSearchText(db, [row.id]);
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    variantIds: variantRows.map((v) => v.id),
    imageIds: imageRows.map((i) => i.id),
    imageFilenames: filenames,
  };
}

/** Saves the shop's company details (the single row), replacing any saved before. */
export async function saveCompanyDetails(
  db: Db,
  details: Partial<typeof companyDetails.$inferInsert> = {},
): Promise<void> {
  const values = {
    name: 'Vastra Fashions',
    address: '12 MG Road, Bengaluru',
    pincode: '560001',
    email: 'hello@vastra.example',
    phone: '+91 80 1234 5678',
    gstin: '29AAGCB7383J1Z4',
    state: 'Karnataka',
    logoFilename: null,
    ...details,
    id: 1,
  };
  await db
    .insert(companyDetails)
    .values(values)
    .onConflictDoUpdate({ target: companyDetails.id, set: values });
}

/** PUT /company-details's form as SPEC.md's screen sends it, with `fields` on top. */
export const companyFormParts = (fields: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    name: 'Vastra Fashions',
    email: 'hello@vastra.example',
    phone: '+91 80 1234 5678',
    address: '12 MG Road, Bengaluru',
    pincode: '560001',
    ...fields,
  });

/** Saves a legal page's title and (already sanitised) HTML. */
export async function saveLegalPage(
  db: Db,
  page: { slug: LegalSlug; title: string; content: string },
): Promise<void> {
  await db
    .insert(legalPages)
    .values(page)
    .onConflictDoUpdate({ target: legalPages.slug, set: { title: page.title, content: page.content } });
}
