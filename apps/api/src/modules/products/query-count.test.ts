import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { freshDatabase } from '../../../test/database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

// A database that reports each statement it is sent, so the test can count them per request.
let queries = 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-data-'));
const database = await freshDatabase({ onQuery: () => void queries++ });
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), {
  database,
  logger: false,
});
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const top = await createCategory(app.db, { name: 'Men', media: 5 });
const leaf = await createCategory(app.db, { name: 'Shirts', parentId: top.id });
for (let i = 0; i < 100; i++) {
  await createProduct(app.db, {
    name: `Shirt ${i}`,
    categoryId: leaf.id,
    images: 2,
    variants: [{ size: 'S' }, { size: 'M' }, { size: 'L' }],
  });
}

async function queriesFor(url: string): Promise<number> {
  queries = 0;
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return queries;
}

describe('catalogue lists cost the same few queries whatever their page size', () => {
  it('GET /api/products sends as many queries for 100 products as for 10', async () => {
    const ten = await queriesFor('/api/products?limit=10');
    const hundred = await queriesFor('/api/products?limit=100');
    expect(ten).toBeGreaterThan(0);
    expect(hundred).toBe(ten);
    expect(ten).toBeLessThanOrEqual(5);
  });

  it('GET /api/products/category/{slug} sends as many queries for 100 products as for 10', async () => {
    const ten = await queriesFor('/api/products/category/men?limit=10');
    const hundred = await queriesFor('/api/products/category/men?limit=100');
    expect(ten).toBeGreaterThan(0);
    expect(hundred).toBe(ten);
    expect(ten).toBeLessThanOrEqual(8);
  });

  it('GET /api/products/search sends one query', async () => {
    expect(await queriesFor('/api/products/search?q=shirt')).toBe(1);
  });
});
