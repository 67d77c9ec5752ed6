import { expect, type Page } from '@playwright/test';
import { type AddressEntry, fillAddress } from './address-form';

/** From the cart drawer that ADD TO CART opened, showing this product, through the cart to /checkout. */
export async function checkOutFromDrawer(page: Page, productName: string): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer.getByText(productName)).toBeVisible();
  await drawer.getByRole('link', { name: 'View Cart & Checkout' }).click();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Adds an address through checkout's 'Add New Address' dialog, which leaves it chosen for the order. */
export async function addAddressAtCheckout(page: Page, address: AddressEntry): Promise<void> {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await fillAddress(dialog, address);
  await dialog.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: address.line1 })).toBeChecked();
}

/**
 * Places the order cash on delivery and follows the dialog to ORDER HISTORY, where the order with
 * this product is PENDING. Answers its number (the first 8 characters of its id), read from its card.
 */
export async function placeCodOrder(page: Page, productName: string): Promise<string | undefined> {
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order & Pay' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await placed.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  const order = page.getByRole('article').filter({ hasText: productName });
  await expect(order.getByTestId('order-status')).toHaveText('PENDING');
  const label = (await order.getAttribute('aria-label')) ?? '';
  return /^Order #([0-9a-f]{8})$/.exec(label)?.[1];
}
