import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { AuthResponse, LoginBody } from '@vastra/contract/auth';

/** Signs in through the API, as the login form does: the session's token and its user. */
export async function signInThroughApi(
  request: APIRequestContext,
  identifier: string,
  password: string,
): Promise<AuthResponse> {
  const login: LoginBody = { identifier, password };
  const response = await request.post('/api/auth/login', { data: login });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AuthResponse;
}

/** Fills the login form already on screen and presses LOGIN. */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** A shopper logs in through the login page and is taken on from it. */
export async function shopperLogsIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, identifier, password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The admin logs in through the login page (username admin) and lands on the dashboard. */
export async function adminLogsIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, 'admin', process.env.E2E_ADMIN_PASSWORD ?? '');
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

/**
 * A form's save went through: its toast shows, then the form closes. The toast comes as the save
 * succeeds, while the lists behind it refresh; the form closes after them.
 */
export async function savedAndClosed(page: Page, form: Locator, message: string): Promise<void> {
  await expect(toast(page, message)).toBeVisible();
  await expect(form).toBeHidden();
}
