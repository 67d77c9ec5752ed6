import { expect, type Page } from '@playwright/test';

/**
 * Picks a size on a product page, as a shopper must before ADD TO CART: the named one, or the first
 * in stock (a sold-out size carries a title saying so). A colour sold in one size has it chosen already.
 */
export async function chooseSize(page: Page, size?: string): Promise<void> {
  const sizes = page.getByRole('group', { name: 'Select Size' });
  const button = size
    ? sizes.getByRole('button', { name: size, exact: true })
    : sizes.locator('button:not([title])').first();
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
