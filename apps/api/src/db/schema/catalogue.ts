import type { SizeGuide } from '@vastra/contract/size-guide';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One resized WebP copy of an uploaded image, for srcset. */
export interface StoredImageVariant {
  width: number;
  filename: string;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A full (epoch-qualified) transaction id, as pg_current_xact_id() gives it. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const mediaTypes = ['IMAGE', 'VIDEO'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    /** Its own size guide (checked by the contract's sizeGuideField); subcategories inherit it. */
    sizeGuide: jsonb('size_guide').$type<SizeGuide>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_id_idx').on(t.parentId),
    check('categories_not_own_parent_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/** Images and videos of a category (the hero slideshow of a top-level category). */
export const categoryMedia = pgTable(
  'category_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    fileType: text('file_type').$type<MediaType>().notNull(),
    width: integer('width'),
    height: integer('height'),
    srcset: jsonb('srcset').$type<StoredImageVariant[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** The slide's headline and offer, drawn as text over the photo (never baked into it). */
    headline: text('headline'),
    offer: text('offer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('category_media_category_id_idx').on(t.categoryId, t.position),
    check('category_media_file_type_check', sql`${t.fileType} in ('IMAGE', 'VIDEO')`),
  ],
);

/** ACTIVE: on sale in the storefront. DRAFT: seen in the back office only, until published. */
export const productStatuses = ['ACTIVE', 'DRAFT'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Name, category name and colours, kept current by the product service; what search reads. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english'::regconfig, search_text)`,
    ),
    /** Set when an admin deletes a product that has orders: it leaves the catalogue but orders keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    status: text('status').$type<ProductStatus>().notNull().default('ACTIVE'),
    /** The HSN code its tax invoices print. */
    hsnCode: text('hsn_code'),
    /** GST in percent, included in its prices; null: the shop's apparel slab rule (shop_settings). */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_hsn_code_check', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('products_gst_rate_check', sql`${t.gstRate} between 0 and 100`),
    check('products_status_check', sql`${t.status} in ('ACTIVE', 'DRAFT')`),
    // Newest first with the id as tie-breaker, exactly as the product lists order, so a page is an index range.
    index('products_live_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('products_live_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    srcset: jsonb('srcset').$type<StoredImageVariant[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** The variant colour this photo shows; null for every colour. */
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    colorHexCode: text('color_hex_code').notNull().default('#000000'),
    size: text('size').notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 2 }).notNull(),
    discountPrice: numeric('discount_price', { precision: 12, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    /** The shop's own stock-keeping code: unique when set, how catalogue files match variants. */
    sku: text('sku'),
    /** What a shopper pays: the discount price when there is one (docs/api.md §2). */
    effectivePrice: numeric('effective_price', { precision: 12, scale: 2 }).generatedAlwaysAs(
      (): SQL => sql`coalesce(discount_price, original_price)`,
    ),
    /** docs/product.md §9's discount: round((original - discount) / original * 100), 0 without a discount. */
    discountPercent: integer('discount_percent').generatedAlwaysAs(
      (): SQL =>
        sql`case when discount_price is null then 0 else round((original_price - discount_price) * 100 / original_price)::int end`,
    ),
    /** The colour family shoppers filter by, from the name or else the hex (SQL function, migration 0010). */
    colorFamily: text('color_family').generatedAlwaysAs((): SQL => sql`colour_family(color, color_hex_code)`),
    /** Set when a variant that was ordered is removed from its product. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId),
    // Everything the product filters and facets read of a live variant, so they scan this index only.
    index('product_variants_live_finding_idx')
      .on(t.productId, t.size, t.colorFamily, t.effectivePrice, t.discountPercent, t.stock)
      .where(sql`${t.archivedAt} is null`),
    index('product_variants_low_stock_idx').on(t.stock).where(sql`${t.archivedAt} is null`),
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`).where(sql`${t.sku} is not null`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_original_price_check', sql`${t.originalPrice} > 0`),
    check(
      'product_variants_discount_price_check',
      sql`${t.discountPrice} is null or (${t.discountPrice} > 0 and ${t.discountPrice} <= ${t.originalPrice})`,
    ),
    check('product_variants_color_hex_check', sql`${t.colorHexCode} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** The shop's own details: a single row (id is always 1). */
export const companyDetails = pgTable(
  'company_details',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    logoFilename: text('logo_filename'),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The shop's GST registration and the state it is registered in; null until the admin enters them. */
    gstin: text('gstin'),
    state: text('state'),
    /**
     * Who hears shoppers' complaints (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)), shown on
     * the storefront's contact page; null until the admin names one.
     */
    grievanceOfficerName: text('grievance_officer_name'),
    grievanceOfficerEmail: text('grievance_officer_email'),
    grievanceOfficerPhone: text('grievance_officer_phone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_details_single_row_check', sql`${t.id} = 1`),
    check('company_details_gstin_check', sql`${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check('company_details_pincode_check', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

export const legalSlugs = ['privacy-policy', 'terms-conditions'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export const legalPages = pgTable(
  'legal_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').$type<LegalSlug>().notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_pages_slug_key').on(t.slug),
    check('legal_pages_slug_check', sql`${t.slug} in ('privacy-policy', 'terms-conditions')`),
  ],
);

/**
 * Every committed change to the catalogue tables, written by triggers (migration 0008), so that each
 * process's catalogue cache drops exactly the answers a change affects: `productId` names the one
 * product whose stock, prices or photos changed, null means anything may have changed (a product
 * added, renamed, moved or archived; a category edited). `xact` is the writing transaction, so a
 * reader can ask which changes its last snapshot could not see yet. `stockOnly` marks a change that
 * took or gave back stock and nothing else, which leaves other products' lists as they were.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xact: xid8('xact').notNull(),
    productId: uuid('product_id'),
    /** True when the change only moved variants' stock or a rating (an order, a cancellation, a review): migrations 0012, 0016. */
    stockOnly: boolean('stock_only').notNull().default(false),
    /** True when the product's own row changed (added, renamed, moved, archived): migration 0016. */
    productRow: boolean('product_row').notNull().default(false),
    /**
     * True when the change was to stock alone and left every variant in stock or sold out as it was
     * (a sale of one of several): lists of what is in stock stay as they are. Migration 0042.
     */
    availabilityKept: boolean('availability_kept').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_xact_idx').on(t.xact), index('catalogue_changes_at_idx').on(t.at)],
);
