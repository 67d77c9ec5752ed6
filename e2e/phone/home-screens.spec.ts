import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectDockRule, expectNoSidewaysScroll, expectTargetsBigEnough } from '../support/phone-checks';
import { signInThroughApi } from '../support/session';

/** The page at its top, middle and end, as pictures to look at. */
async function shootThrough(page: Page, info: TestInfo, name: string) {
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  for (const position of ['top', 'middle', 'end'] as const) {
    await page.evaluate((where) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: where === 'top' ? 0 : where === 'middle' ? end / 2 : end, behavior: 'instant' });
    }, position);
    await page.waitForFunction((where) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      return Math.abs(window.scrollY - (where === 'top' ? 0 : where === 'middle' ? end / 2 : end)) <= 1;
    }, position);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: new URL(`${name}-${position}.png`, folder).pathname });
  }
}

test('the landing page that sells fits the phone: tiles, rails and banners, the dock covering nothing', async ({
  page,
  request,
}, info) => {
  const [first] = await (await request.get('/api/categories')).json();
  await page.goto(`/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Collection' })).toBeVisible();
  // The brand is whole at 360 px, on two lines if it must.
  const brand = page.getByTestId('brand-name');
  expect(
    await brand.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
  ).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  for (const name of ['Shop by category', 'New arrivals', 'Offers', 'Deals']) {
    const section = page.getByRole('region', { name });
    await section.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(section).toBeVisible();
    const file = `landing-sells-${name.toLowerCase().replaceAll(' ', '-')}.png`;
    await page.screenshot({ path: new URL(file, folder).pathname });
  }
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectTargetsBigEnough(page);
  await shootThrough(page, info, 'landing-sells');
  await expectDockRule(page);
});

test('the Banners screen of the back office fits the phone, its form included', async ({
  browser,
  baseURL,
  request,
}, info) => {
  const { token } = await signInThroughApi(request, 'admin', process.env.E2E_ADMIN_PASSWORD ?? '');
  const context = await browser.newContext({ ...info.project.use, baseURL });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto('/admin/banners');
  const list = page.getByRole('list', { name: 'Banners' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectTargetsBigEnough(page);
  await shootThrough(page, info, 'admin-banners');

  await list
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Title', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTargetsBigEnough(page);
  await page.screenshot({
    path: new URL(`../screenshots/${info.project.name}/admin-banner-form.png`, import.meta.url).pathname,
  });
  await context.close();
});
