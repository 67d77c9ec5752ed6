import { type Browser, expect, type Page } from '@playwright/test';

/** The admin logs in through the login page (username admin) and lands on the dashboard. */
export async function adminLogsIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
}

/** A page in a browser context of its own, so a shopper or a guest reads beside the admin's session. */
export async function separatePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** A toast with this text (react-hot-toast renders each one as a status region). */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
