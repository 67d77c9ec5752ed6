import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory } from '../../../test/catalogue-fixtures';
import { type FormParts, sendForm } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const men = await createCategory(app.db, { name: 'Men', media: 5 });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: men.id });

const parts = (variants: unknown[]): FormParts => [
  ['productName', 'Linen Kurta'],
  ['categoryId', kurtas.id],
  ['productVariants', JSON.stringify(variants)],
];
const variant = (fields: Record<string, unknown>) => ({
  color: 'Ivory',
  size: 'M',
  stock: 3,
  originalPrice: '1499.00',
  ...fields,
});
const create = (variants: unknown[]) => sendForm(app, 'POST', '/api/products', parts(variants), admin.auth);

describe('variant SKUs', () => {
  it('are kept and answered, and a form that leaves them out keeps them', async () => {
    const created = await create([variant({ sku: 'KUR-IV-M' }), variant({ size: 'L' })]);
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.variants.map((v: { sku: string | null }) => v.sku)).toEqual(['KUR-IV-M', null]);

    const [medium] = product.variants;
    const updated = await sendForm(
      app,
      'PUT',
      `/api/products/${product.id}`,
      parts([{ ...variant({ id: medium.id }), stock: 5 }]),
      admin.auth,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().product.variants[0]).toMatchObject({ sku: 'KUR-IV-M', stock: 5 });
  });

  it('refuse a SKU another variant has, in any case, under the field', async () => {
    await create([variant({ sku: 'KUR-RED-S' })]);
    const taken = await create([variant({ size: 'S' }), variant({ sku: 'kur-red-s' })]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ 'productVariants.1.sku': 'Another variant already has this SKU.' });

    const twice = await create([variant({ sku: 'KUR-X' }), variant({ size: 'L', sku: 'KUR-X' })]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'productVariants.1.sku': 'Another variant already has this SKU.' });
  });

  it('refuse a SKU with spaces', async () => {
    const response = await create([variant({ sku: 'KUR 1' })]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['productVariants.0.sku']);
  });
});
