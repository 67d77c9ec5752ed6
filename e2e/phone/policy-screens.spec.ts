import { mkdirSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { expectDockRule, expectNoSidewaysScroll, expectTargetsBigEnough } from '../support/phone-checks';

test('the store policy pages fit the phone, the dock covering nothing at the top, middle and end', async ({
  page,
}, info) => {
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  for (const [topic, title] of [
    ['returns', 'Return Policy'],
    ['shipping', 'Shipping Policy'],
    ['contact', 'Contact Us & Grievance Officer'],
  ]) {
    await page.goto(`/policies/${topic}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectTargetsBigEnough(page);
    await page.screenshot({ path: new URL(`policies-${topic}.png`, folder).pathname, fullPage: true });
    await expectDockRule(page);
  }
});
