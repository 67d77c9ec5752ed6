import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory } from '../../../test/catalogue-fixtures';
import { importFile } from '../../../test/catalogue-import';
import { pictureFile, sendForm, textAsPng } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';
import { makeZip, type ZipFile } from '../../../test/zip';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const women = await createCategory(app.db, { name: 'Women', media: 5 });
await createCategory(app.db, { name: 'Kurtis', parentId: women.id });

const header = 'Handle,Title,Option1 Name,Option1 Value,Variant Price,Category,Image Src,Image Position';
const rows = (handle: string, photos: string[]) =>
  [
    header,
    `${handle},${handle} kurti,Color,Teal,899.00,Women > Kurtis,${photos[0] ?? ''},1`,
    ...photos.slice(1).map((photo, index) => `${handle},,,,,,${photo},${index + 2}`),
  ].join('\n');
const zipOf = (files: ZipFile[]) => ({
  bytes: makeZip(files),
  filename: 'photos.zip',
  type: 'application/zip',
});
const photo = async (name: string) => ({ name, bytes: Buffer.from((await pictureFile()).bytes) });
const uploads = () => readdirSync(path.join(config.dataDir, 'uploads')).sort();
const productNamed = async (name: string) => {
  const { data } = (await app.inject({ method: 'GET', url: `/api/products?q=${name}` })).json();
  return data.find((product: { name: string }) => product.name === name);
};
const sendZip = (bytes: Buffer) =>
  sendForm(
    app,
    'POST',
    '/api/admin/products/import',
    [
      ['file', { bytes: Buffer.from(rows('any', [])), filename: 'p.csv', type: 'text/csv' }],
      ['images', { bytes, filename: 'photos.zip', type: 'application/zip' }],
    ],
    admin.auth,
  );

describe('photos from a zip beside the catalogue file', () => {
  it('stores the photos the rows name, found by path or by file name in any case', async () => {
    const zip = zipOf([
      await photo('kurtis/Front.PNG'),
      await photo('photos/back.png'),
      await photo('unused.png'),
    ]);
    const result = await importFile(
      app,
      admin.auth,
      rows('mehndi', ['KURTIS/front.png', 'back.png']),
      false,
      zip,
    );
    expect(result).toMatchObject({ status: 'DONE', created: 1, errors: [] });
    const product = await productNamed('mehndi kurti');
    expect(product.images).toHaveLength(2);
    for (const image of product.images) {
      const served = await app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
  });

  it('a dry run checks every photo and writes nothing, a missing one named by row and column', async () => {
    const before = uploads();
    const zip = zipOf([await photo('a.png'), { name: 'notes.png', bytes: Buffer.from(textAsPng.bytes) }]);
    const csv = rows('saffron', ['a.png', 'missing.jpg', 'notes.png']);
    const dry = await importFile(app, admin.auth, csv, true, zip);
    expect(dry).toMatchObject({ status: 'FAILED', created: 0 });
    expect(dry.errors).toEqual([
      { row: 3, field: 'Image Src', message: '"missing.jpg" is not in the zip of images.' },
      { row: 4, field: 'Image Src', message: 'Only PNG, JPEG, WebP, GIF or AVIF images are allowed.' },
    ]);
    const clean = await importFile(app, admin.auth, rows('saffron', ['a.png']), true, zip);
    expect(clean).toMatchObject({ status: 'DONE', created: 1 });
    expect(await productNamed('saffron kurti')).toBeUndefined();
    expect(uploads()).toEqual(before);
  });

  it('names a row with a file name and no zip', async () => {
    const result = await importFile(app, admin.auth, rows('indigo', ['front.png']), true);
    expect(result.errors).toEqual([
      {
        row: 2,
        field: 'Image Src',
        message:
          '"front.png" is a file name, but no zip of images came with the file: send the photos in a zip beside it, or give the photo\'s full address, starting with https://.',
      },
    ]);
  });

  it('stops a photo that inflates past 5 MB, whatever size the zip claims', async () => {
    const bomb = { name: 'bomb.png', bytes: Buffer.alloc(6 * 1024 * 1024), claimedSize: 1000 };
    const big = { name: 'big.png', bytes: Buffer.alloc(6 * 1024 * 1024) };
    const result = await importFile(
      app,
      admin.auth,
      rows('bomb', ['bomb.png', 'big.png']),
      true,
      zipOf([bomb, big]),
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'Image Src', message: 'Images may be at most 5 MB each.' },
      { row: 3, field: 'Image Src', message: 'Images may be at most 5 MB each.' },
    ]);
  });

  it('refuses, with a 400 under images and nothing queued, a zip that leads outside itself or is no zip', async () => {
    const picture = (await photo('x.png')).bytes;
    for (const [bytes, message] of [
      [
        makeZip([{ name: '../../etc/cron.png', bytes: picture }]),
        'The zip holds "../../etc/cron.png", a path outside the zip\'s own folder: such zips are not taken.',
      ],
      [
        makeZip([{ name: '/tmp/x.png', bytes: picture }]),
        'The zip holds "/tmp/x.png", a path outside the zip\'s own folder: such zips are not taken.',
      ],
      [picture, 'The images file is not a zip: send the photos as one .zip file.'],
    ] as const) {
      const before = uploads();
      const response = await sendZip(bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ images: message });
      expect(uploads()).toEqual(before);
    }
  });
});
