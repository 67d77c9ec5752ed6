import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory } from '../../../test/catalogue-fixtures';

const webDist = mkdtempSync(path.join(tmpdir(), 'vastra-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Vastra</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const { app } = await createTestApp({}, (config) => {
  config.webDistDir = webDist;
});

const imagePreloads = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
};

describe('the home page', () => {
  it('preloads nothing while the shop has no categories', async () => {
    expect(await imagePreloads('/')).toEqual([]);
  });

  it('preloads the first slide of the landing its welcome gives way to, as that landing does', async () => {
    const women = await createCategory(app.db, {
      name: 'Women',
      media: [{ fileType: 'IMAGE', filename: 'women-slide.webp' }],
    });
    await createCategory(app.db, { name: "Women's Kurtas", parentId: women.id });
    await createCategory(app.db, { name: 'Men', media: [{ fileType: 'IMAGE', filename: 'men-slide.webp' }] });
    const [landing] = (await app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      slug: string;
    }[];
    expect(landing?.slug).toBe('women');

    const home = await imagePreloads('/');
    expect(home).toHaveLength(1);
    expect(home[0]).toContain('href="/uploads/women-slide.webp"');
    expect(home).toEqual(await imagePreloads('/women'));
  });
});
