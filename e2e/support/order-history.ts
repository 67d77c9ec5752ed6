import { expect, type Locator, type Page } from '@playwright/test';

/**
 * From ORDER HISTORY, opens this order's own page by its number; `order` (the row's article,
 * named "Order #xxxxxxxx") then finds the full order there, whose article has the same name.
 */
export async function openOrder(page: Page, order: Locator) {
  await order.getByRole('link', { name: /^#[0-9a-f]{8}$/ }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^ORDER #[0-9a-f]{8}$/ })).toBeVisible();
}
