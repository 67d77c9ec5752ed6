import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { addresses } from '../src/db/schema/accounts';
import { productVariants } from '../src/db/schema/catalogue';
import {
  createCategory,
  createProduct,
  type ProductFixture,
  type VariantFixture,
} from './catalogue-fixtures';
import type { TestUser } from './users';

/** A saved address of the user, straight into the database. */
export async function createAddress(
  app: App,
  userId: string,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(addresses)
    .values({
      userId,
      fullName: 'Asha Rao',
      phone: '9876543210',
      addressLine1: '14 Residency Road',
      addressLine2: 'Flat 3B',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      ...values,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert returned nothing');
  return row.id;
}

/** A product in a fresh leaf category; returns its id and its variant ids in the order given. */
export async function createShopProduct(
  app: App,
  name: string,
  variants: VariantFixture[] = [{ color: 'Blue', size: 'M', originalPrice: '1299.00', stock: 10 }],
  options: Pick<ProductFixture, 'archived' | 'images' | 'imageColours' | 'hsnCode' | 'gstRate'> = {},
) {
  const category = await createCategory(app.db, { name: `Jackets ${randomUUID().slice(0, 8)}` });
  return createProduct(app.db, { name, categoryId: category.id, variants, ...options });
}

/** Adds to the user's cart through the API and insists it worked. */
export async function addToCart(app: App, user: TestUser, productVariantId: string, quantity = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: user.auth,
    payload: { productVariantId, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A variant's stock as the database holds it now. */
export async function stockOf(app: App, variantId: string): Promise<number> {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.stock;
}

/** Places an order through the API. */
export function placeOrder(
  app: App,
  user: TestUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: { ...user.auth, ...headers },
    payload: body,
  });
}
