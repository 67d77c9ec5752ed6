import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory } from '../../../test/catalogue-fixtures';
import { importFile } from '../../../test/catalogue-import';
import { catalogueRows } from '../../../test/catalogue-rows';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const men = await createCategory(app.db, { name: 'Men', media: 5 });
await createCategory(app.db, { name: 'Kurtas', parentId: men.id });

describe('a catalogue file of 10,000 rows', () => {
  it('imports as one job: 2,500 products of four sizes, all of them on sale', {
    timeout: 240_000,
  }, async () => {
    const result = await importFile(app, admin.auth, catalogueRows(10_000, 'Men > Kurtas'), false);
    expect(result).toMatchObject({
      status: 'DONE',
      rows: 10_000,
      rowsDone: 10_000,
      created: 2_500,
      errors: [],
    });
    const listed = await app.inject({ method: 'GET', url: '/api/products?page=1&limit=1&q=bulk kurta 2499' });
    expect(listed.json().pagination.total).toBeGreaterThan(0);
    const [kurta] = listed.json().data;
    expect(kurta.variants.map((variant: { size: string }) => variant.size)).toEqual(['S', 'M', 'L', 'XL']);
    const all = await app.inject({ method: 'GET', url: '/api/admin/products?limit=1', headers: admin.auth });
    expect(all.json().pagination.total).toBe(2_500);
  });
});
