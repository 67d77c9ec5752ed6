import type { Banner, ShopBanner } from '@vastra/contract/banners';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { builtStorefront } from '../../../test/built-storefront';
import { pictureFile, sendForm } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

// A built storefront whose server build draws the home page from GET /api/banners, as the real one
// does, numbering its drawings so that a test can tell a kept page from one drawn again.
const webDist = builtStorefront(`let drawings = 0;
export async function renderPage(url, transport) {
  if (new URL(url).pathname !== '/') return undefined;
  const banners = await (await transport('/api/banners', { method: 'GET' })).json();
  drawings += 1;
  const titles = banners.map((banner) => '<h2>' + banner.title + '</h2>').join('');
  return { html: '<p class="drawing">' + drawings + '</p>' + titles, queries: '{}' };
}`);

// The shop's clock, moved by the tests alone: nothing is written to the banners between two reads.
let now = new Date('2026-12-01T08:00:00+05:30');
const at = (time: string) => new Date(`2026-12-01T${time}+05:30`);
const { app } = await createTestApp(
  {},
  (settings) => {
    settings.webDistDir = webDist;
  },
  { clock: () => now },
);
const owner = await createTestUser(app, 'ADMIN');
const picture = await pictureFile('banner.png', { width: 1200, height: 500 });

async function addBanner(title: string, window: { startsAt?: string; endsAt?: string }): Promise<Banner> {
  const res = await sendForm(
    app,
    'POST',
    '/api/admin/banners',
    [...Object.entries({ title, link: '/products/women', ...window }), ['image', picture]],
    owner.auth,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().banner;
}

const shownTitles = async () =>
  ((await app.inject({ method: 'GET', url: '/api/banners' })).json() as ShopBanner[]).map(
    (banner) => banner.title,
  );

/** The home page as the server draws it: the banners on it and which drawing it is. */
async function homePage() {
  const res = await app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  return {
    titles: [...res.body.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]),
    drawing: Number(/<p class="drawing">(\d+)<\/p>/.exec(res.body)?.[1]),
  };
}

describe('a banner with a start and an end', () => {
  it('shows from its start on GET /banners and the home page, with no write in between', async () => {
    now = at('08:00:00');
    await addBanner('Always On', {});
    await addBanner('Morning Sale', { startsAt: '2026-12-01T09:00:00+05:30' });
    expect(await shownTitles()).toEqual(['Always On']);
    const before = await homePage();
    expect(before.titles).toEqual(['Always On']);

    now = new Date(at('09:00:00').getTime() - 1);
    expect(await shownTitles()).toEqual(['Always On']);
    expect(await homePage()).toEqual(before);

    now = at('09:00:00');
    expect(await shownTitles()).toEqual(['Always On', 'Morning Sale']);
    expect((await homePage()).titles).toEqual(['Always On', 'Morning Sale']);
  });

  it('is gone from both at its end', async () => {
    now = at('10:00:00');
    await addBanner('Flash Hour', {
      startsAt: '2026-12-01T10:30:00+05:30',
      endsAt: '2026-12-01T11:30:00+05:30',
    });
    expect(await shownTitles()).not.toContain('Flash Hour');

    now = at('10:30:00');
    expect(await shownTitles()).toContain('Flash Hour');
    expect((await homePage()).titles).toContain('Flash Hour');

    now = at('11:29:59');
    expect((await homePage()).titles).toContain('Flash Hour');
    now = at('11:30:00');
    expect(await shownTitles()).not.toContain('Flash Hour');
    expect((await homePage()).titles).not.toContain('Flash Hour');
  });

  it('leaves the home page kept until the next start or end, then draws it once again', async () => {
    now = at('12:00:00');
    await addBanner('Lunch Deals', { startsAt: '2026-12-01T13:00:00+05:30' });
    const drawn = await homePage();
    now = at('12:59:00');
    expect((await homePage()).drawing).toBe(drawn.drawing);

    now = at('13:00:00');
    const redrawn = await homePage();
    expect(redrawn.drawing).toBe(drawn.drawing + 1);
    expect(redrawn.titles).toContain('Lunch Deals');
    // No banner starts or ends after 13:00: the new page is kept for good.
    now = at('23:59:00');
    expect((await homePage()).drawing).toBe(redrawn.drawing);
  });
});
