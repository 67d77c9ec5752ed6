import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { productVariants } from '../../db/schema/catalogue';
import { createCatalogueReads } from './catalogue-reads';

const { app } = await createTestApp();
const men = await createCategory(app.db, { name: 'Men' });
const inMen = (name: string) =>
  createProduct(app.db, { name, categoryId: men.id, variants: [{ size: 'M', stock: 8 }] });
const kurta = await inMen('Cotton Kurta');
const sherwani = await inMen('Silk Sherwani');
const uncompressed = () => undefined;

describe("the catalogue's reads", () => {
  it('know what a page shows when another page drawn beside it was done first', async () => {
    const reads = createCatalogueReads(app.db, () => new Date());
    const draws: string[] = [];
    const drawing = (product: string, after?: Promise<void>) => async () => {
      draws.push(product);
      await after;
      reads.shows([product]);
      return { html: `<html><body><p>${product}</p></body></html>`, drawnOnServer: true };
    };
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const second = reads.page('/second', drawing(sherwani.id, released), uncompressed);
    await reads.page('/first', drawing(kurta.id), uncompressed);
    release();
    await second;

    await app.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.productId, sherwani.id));
    await reads.page('/second', drawing(sherwani.id), uncompressed);
    await reads.page('/first', drawing(kurta.id), uncompressed);
    expect(draws).toEqual([sherwani.id, kurta.id, sherwani.id]);
  });
});
