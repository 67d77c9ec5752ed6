import type { AuditEntity } from '@vastra/contract/audit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, companyDetails, products, productVariants } from '../../db/schema/catalogue';
import { coupons } from '../../db/schema/coupons';
import { returns } from '../../db/schema/returns';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { getShopSettings } from '../settings';
import { getDeliveryRules } from '../shipping';

/** One thing's fields as the calls that change it name them, so that they meet the fields sent. */
export type EntityFields = Record<string, unknown>;

/** Reads one thing's fields before and after a write; null when there is no such thing (yet, or any more). */
export type EntityReader = (db: Db, id: string | null) => Promise<EntityFields | null>;

/** A reader of a thing with an id: for a call that names none (a creation) there was nothing before. */
const byId =
  (read: (db: Db, id: string) => Promise<EntityFields | undefined>): EntityReader =>
  async (db, id) =>
    id === null ? null : ((await read(db, id)) ?? null);

/** A product's name, category, tax, status and live variants (prices and stock): what its form sends. */
const product = byId(async (db, id) => {
  const [found] = await db
    .select({
      productName: products.name,
      description: products.description,
      categoryId: products.categoryId,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      status: products.status,
      archived: sql<boolean>`${products.archivedAt} is not null`,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!found) return undefined;
  const variants = await db
    .select({
      color: productVariants.color,
      size: productVariants.size,
      sku: productVariants.sku,
      originalPrice: productVariants.originalPrice,
      discountPrice: productVariants.discountPrice,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, id), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.color), asc(productVariants.size), asc(productVariants.id));
  return { ...found, productVariants: variants };
});

const category = byId(async (db, id) => {
  const [found] = await db
    .select({ name: categories.name, description: categories.description, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id));
  return found;
});

const order = byId(async (db, id) => {
  const [found] = await db
    .select({ deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return found;
});

const returnRequest = byId(async (db, id) => {
  const [found] = await db.select({ status: returns.status }).from(returns).where(eq(returns.id, id));
  return found;
});

const coupon = byId(async (db, id) => {
  const [found] = await db
    .select({
      code: coupons.code,
      type: coupons.type,
      value: coupons.value,
      minOrderValue: coupons.minOrderValue,
      maxDiscount: coupons.maxDiscount,
      startsAt: coupons.startsAt,
      endsAt: coupons.endsAt,
      usageLimit: coupons.usageLimit,
      perCustomerLimit: coupons.perCustomerLimit,
      firstOrderOnly: coupons.firstOrderOnly,
      active: coupons.active,
    })
    .from(coupons)
    .where(eq(coupons.id, id));
  return found;
});

/** A member's role; taken off the staff, their account stays with none. */
const staff = byId(async (db, id) => {
  const [found] = await db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, id));
  return found;
});

const company = async (db: Db) => {
  const [found] = await db
    .select({
      name: companyDetails.name,
      email: companyDetails.email,
      phone: companyDetails.phone,
      address: companyDetails.address,
      pincode: companyDetails.pincode,
      gstin: companyDetails.gstin,
      state: companyDetails.state,
    })
    .from(companyDetails)
    .where(eq(companyDetails.id, 1));
  return found ?? null;
};

/**
 * The things whose earlier values are cheap to know, each read in one or two small queries. Any other
 * write records the values sent, without `from`.
 */
const entityReaders: Partial<Record<AuditEntity, EntityReader>> = {
  product,
  category,
  order,
  return: returnRequest,
  coupon,
  staff,
  company,
  settings: (db) => getShopSettings(db),
  'delivery rules': (db) => getDeliveryRules(db),
};

/** The reader of a kind of thing, when its earlier values are known. */
export const readerOf = (entity: string): EntityReader | undefined =>
  Object.hasOwn(entityReaders, entity) ? entityReaders[entity as AuditEntity] : undefined;
