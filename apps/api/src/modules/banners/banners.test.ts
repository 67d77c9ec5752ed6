import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Banner, ShopBanner } from '@vastra/contract/banners';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { type FormParts, pictureFile, sendForm, textAsPng } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const owner = await createTestUser(app, 'ADMIN');
const cataloguer = await createTestUser(app, 'ADMIN', 'CATALOGUE');
const packer = await createTestUser(app, 'ADMIN', 'ORDERS');
const customer = await createTestUser(app, 'CUSTOMER');
const picture = await pictureFile('banner.png', { width: 1200, height: 500 });

const fields = (overrides: Record<string, string> = {}): FormParts =>
  Object.entries({
    title: 'Festive Edit',
    subtitle: 'Kurtas and sarees, up to 40% off',
    link: '/products/women',
    active: 'true',
    ...overrides,
  });
const add = (parts: FormParts, auth: { authorization: string } | Record<string, never> = owner.auth) =>
  sendForm(app, 'POST', '/api/admin/banners', parts, auth);
const edit = (id: string, parts: FormParts, auth = owner.auth) =>
  sendForm(app, 'PUT', `/api/admin/banners/${id}`, parts, auth);
const shopBanners = async (): Promise<ShopBanner[]> =>
  (await app.inject({ method: 'GET', url: '/api/banners' })).json();
const adminList = async (): Promise<Banner[]> =>
  (await app.inject({ method: 'GET', url: '/api/admin/banners', headers: owner.auth })).json().banners;
const onDisk = (url: string) => existsSync(path.join(config.dataDir, 'uploads', path.basename(url)));

async function addBanner(overrides: Record<string, string> = {}): Promise<Banner> {
  const res = await add([...fields(overrides), ['image', picture]]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().banner;
}

describe('banners in the back office', () => {
  it('adds a banner with its picture and WebP copies, last in the order', async () => {
    const first = await addBanner();
    expect(first).toMatchObject({
      title: 'Festive Edit',
      subtitle: 'Kurtas and sarees, up to 40% off',
      link: '/products/women',
      active: true,
      position: 0,
      image: { width: 1200, height: 500 },
    });
    expect(first.image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(first.image.srcset.map((copy) => copy.width)).toEqual([320, 640]);
    expect(onDisk(first.image.url)).toBe(true);
    const second = await addBanner({ title: 'Kids Corner', subtitle: '', link: '/products/kids' });
    expect(second).toMatchObject({ position: 1, subtitle: null });
    expect((await adminList()).map((banner) => banner.title)).toEqual(['Festive Edit', 'Kids Corner']);
  });

  it('refuses a form with a blank title, a link outside the shop or no picture, and keeps nothing', async () => {
    const before = await adminList();
    const blank = await add([
      ...fields({ title: '  ', link: 'https://elsewhere.example/sale' }),
      ['image', picture],
    ]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Title is required.',
      errors: {
        title: 'Title is required.',
        link: 'Link must be a path inside the shop, such as /products/women.',
      },
    });
    for (const link of ['//elsewhere.example', '/\\elsewhere.example', 'javascript:alert(1)', '/sale now']) {
      const res = await add([...fields({ link }), ['image', picture]]);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors).toEqual({
        link: 'Link must be a path inside the shop, such as /products/women.',
      });
    }
    const noPicture = await add(fields());
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json()).toEqual({
      message: 'Choose a picture for the banner.',
      errors: { image: 'Choose a picture for the banner.' },
    });
    const nothing = await add(fields({ title: '' }));
    expect(nothing.json()).toEqual({
      message: 'Title is required.',
      errors: { title: 'Title is required.', image: 'Choose a picture for the banner.' },
    });
    const notPicture = await add([...fields(), ['image', textAsPng]]);
    expect(notPicture.statusCode).toBe(415);
    expect(await adminList()).toEqual(before);
  });

  it('edits a banner, keeping its picture unless a new one is sent, and removes the old file', async () => {
    const banner = await addBanner({ title: 'Winter Layers' });
    const kept = await edit(banner.id, fields({ title: 'Winter Warmers', active: 'false' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().banner).toMatchObject({ title: 'Winter Warmers', active: false, image: banner.image });
    const newPicture = await pictureFile('new.jpg', { format: 'jpeg', width: 800, height: 400 });
    const replaced = await edit(banner.id, [
      ...fields({ title: 'Winter Warmers', active: 'false' }),
      ['image', newPicture],
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().banner.image.url).toMatch(/\.jpg$/);
    expect(onDisk(banner.image.url)).toBe(false);
    const refused = await edit(banner.id, fields({ link: 'http://elsewhere.example' }));
    expect(refused.statusCode).toBe(400);
    expect((await adminList()).find((b) => b.id === banner.id)?.link).toBe('/products/women');
  });

  it('keeps a start and an end, answers them in the list, and removes one sent blank', async () => {
    const banner = await addBanner({
      title: 'Diwali Week',
      startsAt: '2026-11-01T00:00:00+05:30',
      endsAt: '2026-11-08T00:00:00+05:30',
    });
    expect(banner).toMatchObject({
      startsAt: '2026-10-31T18:30:00.000Z',
      endsAt: '2026-11-07T18:30:00.000Z',
    });
    expect((await adminList()).find((b) => b.id === banner.id)).toMatchObject({
      startsAt: '2026-10-31T18:30:00.000Z',
      endsAt: '2026-11-07T18:30:00.000Z',
    });
    const open = await edit(banner.id, fields({ title: 'Diwali Week', startsAt: '', endsAt: '' }));
    expect(open.json().banner).toMatchObject({ startsAt: null, endsAt: null });
  });

  it('takes a form from before banners had dates as it did: none on a new one, unchanged on an edit', async () => {
    const plain = await addBanner({ title: 'Plain Form' });
    expect(plain).toMatchObject({ startsAt: null, endsAt: null });
    expect((await shopBanners()).map((banner) => banner.id)).toContain(plain.id);

    const dated = await addBanner({ title: 'New Year', startsAt: '2026-01-01T00:00:00Z' });
    const edited = await edit(dated.id, fields({ title: 'New Year Sale' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().banner).toMatchObject({
      title: 'New Year Sale',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
    });
  });

  it('refuses an end not after the start, or a date it cannot read, and changes nothing', async () => {
    const before = await adminList();
    const sentence = 'A banner must end after it starts.';
    for (const endsAt of ['2026-12-01T09:00:00+05:30', '2026-12-01T03:29:59Z']) {
      const res = await add([
        ...fields({ startsAt: '2026-12-01T09:00:00+05:30', endsAt }),
        ['image', picture],
      ]);
      expect(res.statusCode, endsAt).toBe(400);
      expect(res.json()).toEqual({ message: sentence, errors: { endsAt: sentence } });
    }
    const unreadable = await add([
      ...fields({ startsAt: 'next Friday', endsAt: '2026-12-01' }),
      ['image', picture],
    ]);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors).toEqual({
      startsAt: 'Start must be a date and time, like 2026-12-01T00:00:00+05:30.',
      endsAt: 'End must be a date and time, like 2026-12-01T00:00:00+05:30.',
    });

    // An edit sending the end alone is judged against the start it keeps.
    const dated = before.find((banner) => banner.title === 'New Year Sale') as Banner;
    const early = await edit(dated.id, fields({ title: 'New Year Sale', endsAt: '2025-12-31T00:00:00Z' }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: sentence, errors: { endsAt: sentence } });
    expect(await adminList()).toEqual(before);
  });

  it('puts the banners in a new order only when every banner is named once', async () => {
    const ids = (await adminList()).map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/banners/order',
      headers: owner.auth,
      payload: { ids: reversed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().banners.map((banner: Banner) => banner.id)).toEqual(reversed);
    expect(res.json().banners.map((banner: Banner) => banner.position)).toEqual(ids.map((_, i) => i));
    for (const wrong of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), crypto.randomUUID()],
    ]) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/admin/banners/order',
        headers: owner.auth,
        payload: { ids: wrong },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'List every banner once, in the order they should show.',
        errors: { ids: 'List every banner once, in the order they should show.' },
      });
    }
    expect((await adminList()).map((banner) => banner.id)).toEqual(reversed);
  });

  it('deletes a banner and its files; an unknown one is a 404', async () => {
    const banner = await addBanner({ title: 'Short Sale' });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${banner.id}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Banner deleted.' });
    expect(onDisk(banner.image.url)).toBe(false);
    expect(banner.image.srcset.some((copy) => onDisk(copy.url))).toBe(false);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${banner.id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Banner not found.' });
  });

  it('lets catalogue staff edit banners, and refuses orders staff, shoppers and guests', async () => {
    expect(
      (await add([...fields({ title: 'By the cataloguer' }), ['image', picture]], cataloguer.auth))
        .statusCode,
    ).toBe(201);
    const refused = await add([...fields({ title: 'By the packer' }), ['image', picture]], packer.auth);
    expect(refused.statusCode).toBe(403);
    expect((await add([...fields(), ['image', picture]], customer.auth)).statusCode).toBe(403);
    expect((await add([...fields(), ['image', picture]], {})).statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: '/api/admin/banners', headers: packer.auth });
    expect(list.statusCode).toBe(403);
    expect((await adminList()).some((banner) => banner.title === 'By the packer')).toBe(false);
  });
});

describe('GET /api/banners', () => {
  it('shows shoppers the active banners alone, in order, without the back office fields', async () => {
    const active = (await adminList()).filter((banner) => banner.active);
    const shown = await shopBanners();
    expect(shown.map((banner) => banner.id)).toEqual(active.map((banner) => banner.id));
    expect(shown.map((banner) => banner.title)).not.toContain('Winter Warmers');
    expect(Object.keys(shown[0] as ShopBanner).sort()).toEqual(['id', 'image', 'link', 'subtitle', 'title']);
  });

  it('shows an edit, a switch off, a reorder and a delete at the next read', async () => {
    const first = (await adminList()).find((banner) => banner.title === 'Kids Corner') as Banner;
    await edit(first.id, fields({ title: 'Kids Corner, extended' }));
    expect((await shopBanners()).find((banner) => banner.id === first.id)?.title).toBe(
      'Kids Corner, extended',
    );

    await edit(first.id, fields({ active: 'false' }));
    expect((await shopBanners()).map((banner) => banner.id)).not.toContain(first.id);

    const winter = (await adminList()).find((banner) => banner.title === 'Winter Warmers') as Banner;
    await edit(winter.id, fields({ title: 'Winter Warmers', active: 'true' }));
    const ids = (await adminList()).map((banner) => banner.id);
    await app.inject({
      method: 'PUT',
      url: '/api/admin/banners/order',
      headers: owner.auth,
      payload: { ids: [winter.id, ...ids.filter((id) => id !== winter.id)] },
    });
    expect((await shopBanners())[0]?.id).toBe(winter.id);

    await app.inject({ method: 'DELETE', url: `/api/admin/banners/${winter.id}`, headers: owner.auth });
    expect((await shopBanners()).map((banner) => banner.id)).not.toContain(winter.id);
  });

  it('shows a change written by another process (straight to the table) at the next read', async () => {
    const [shown] = await shopBanners();
    if (!shown) throw new Error('a banner is shown');
    await app.db.execute(`update banners set title = 'Written elsewhere' where id = '${shown.id}'`);
    expect((await shopBanners())[0]?.title).toBe('Written elsewhere');
  });
});
