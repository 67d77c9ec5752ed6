import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { createTestUser } from '../../../../test/users';

const { app, config } = await createTestApp();

describe('photos shared between products (the benchmark catalogue)', () => {
  it('deleting one product keeps the photo files another product still shows', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const uploads = path.join(config.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const shared = 'shared-photo.webp';
    writeFileSync(path.join(uploads, shared), 'photo bytes');
    const category = await createCategory(app.db, { name: 'Pooled Shirts' });
    const first = await createProduct(app.db, {
      name: 'Pooled Shirt A',
      categoryId: category.id,
      images: [shared],
    });
    const second = await createProduct(app.db, {
      name: 'Pooled Shirt B',
      categoryId: category.id,
      images: [shared],
    });

    const res = await app.inject({ method: 'DELETE', url: `/api/products/${first.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(existsSync(path.join(uploads, shared))).toBe(true);

    await app.inject({ method: 'DELETE', url: `/api/products/${second.id}`, headers: admin.auth });
    expect(existsSync(path.join(uploads, shared))).toBe(false);
  });
});
