import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectDockRule, expectNoSidewaysScroll, expectTargetsBigEnough } from '../support/phone-checks';
import { chooseSize } from '../support/product-page';
import { registerShopper } from '../support/shopper';
import { soldOutSize } from '../support/sold-out-size';

test('a sold-out size offers Notify me, then says it will tell, and both fit the phone', async ({
  browser,
  request,
  baseURL,
}, info) => {
  // Each phone width on a product of its own, so the alert of one run does not stand in the other's way.
  const { product, variant } = await soldOutSize(request, info.project.name === 'phone-360' ? 1 : 2);
  const shopper = await registerShopper(request);
  const context = await browser.newContext({ ...info.project.use, baseURL });
  await context.addInitScript((value) => localStorage.setItem('token', value), shopper.token);
  const page = await context.newPage();

  await page.goto(`/product/${product.id}`);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: variant.color, exact: true })
    .click();
  await chooseSize(page, variant.size);
  const notify = page.getByRole('button', { name: 'Notify me' });
  await expectInSightOnceCentred(notify);
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: new URL('product-notify-me-ask.png', folder).pathname });
  await expectNoSidewaysScroll(page);
  await expectTargetsBigEnough(page);
  await expectDockRule(page);

  await notify.click();
  const told = page.getByText("We'll tell you when it's back");
  await expect(told).toBeVisible();
  await expectInSightOnceCentred(told);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectTargetsBigEnough(page);
  await page.screenshot({ path: new URL('product-notify-me.png', folder).pathname });
  await expectDockRule(page);
  await context.close();
});

/** Scrolled to the middle of the screen, the control is there to tap: no bar of the dock covers it. */
async function expectInSightOnceCentred(target: Locator): Promise<void> {
  const uncovered = await target.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(uncovered, 'the control is uncovered in the middle of the screen').toBe(true);
}
