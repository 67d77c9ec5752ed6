import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { toast } from './session';

/** Opens the return request of order `number` from the back office's Returns list: its details dialog. */
export async function openRequest(page: Page, number: string) {
  await page.getByRole('link', { name: 'Returns', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByRole('button', { name: `View return request for order ${number}` }).click();
  return page.getByRole('dialog', { name: `Return request for order ${number}` });
}

/** One step taken in the details dialog: its button, then the confirming dialog's. */
export async function takeStep(page: Page, button: string, title: string, done: string, note?: string) {
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: title });
  if (note) await confirm.getByLabel(/^Note/).fill(note);
  await confirm.getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, done)).toBeVisible();
  await expect(confirm).toBeHidden();
}
