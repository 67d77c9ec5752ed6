import { expect, test } from '../fixtures';
import { addAddressAtCheckout, checkOutFromDrawer, placeCodOrder } from '../support/checkout';
import { photos } from '../support/png';
import { chooseSize } from '../support/product-page';
import { adminLogsIn, savedAndClosed, separatePage, submitLogin, toast } from '../support/session';
import { newShopperAccount, registerThroughForm } from '../support/shopper';

/**
 * Every form filled with only the fields the product's first definition names (no recipient name or
 * mobile, no HSN code or GST rate, no description, no optional profile fields): each task completes.
 */
test('a shop is built and an order is placed and shipped filling only the first forms’ fields', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const topName = `Ethnic ${tag}`;
  const subName = `Kurtas ${tag}`;
  const productName = `Cotton Kurta ${tag}`;
  const shopper = newShopperAccount({ firstName: 'Kavya', lastName: 'Menon', password: 'mul-cotton-7' });
  await adminLogsIn(page);

  await test.step('the admin creates categories with a name, and media for the top level', async () => {
    await page.getByRole('link', { name: 'Categories', exact: true }).first().click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const form = page.getByRole('dialog', { name: 'Add Category' });
    await form.getByLabel('Name').fill(topName);
    await form.locator('input[type="file"]').setInputFiles(photos(`ethnic-${tag}`, 5));
    await form.getByRole('button', { name: 'Create Category' }).click();
    await savedAndClosed(page, form, 'Category created successfully!');

    await page.getByRole('button', { name: `Add a subcategory to ${topName}` }).click();
    const subForm = page.getByRole('dialog', { name: 'Add Category' });
    await subForm.getByLabel('Name').fill(subName);
    await subForm.getByRole('button', { name: 'Create Category' }).click();
    await expect(subForm).toBeHidden();
  });

  await test.step('the admin adds a product with a name, a leaf category, one variant and a photo', async () => {
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Product' });
    await form.getByLabel('Product name').fill(productName);
    await form.getByLabel('Category').selectOption({ label: `${topName} › ${subName}` });
    await form.getByLabel('Size').first().fill('M');
    await form.getByLabel('Stock').first().fill('6');
    await form.getByLabel('Original price (₹)').first().fill('899');
    await form.locator('input[type="file"]').setInputFiles(photos(`kurta-${tag}`, 1));
    await form.getByRole('button', { name: 'Add Product' }).click();
    await savedAndClosed(page, form, 'Product created successfully!');
  });

  const customer = await separatePage(browser, baseURL);
  await test.step('a shopper registers with only the required fields and logs in', async () => {
    await registerThroughForm(customer, shopper);
    await submitLogin(customer, shopper.username, shopper.password);
    await expect(customer).not.toHaveURL(/\/login$/);
  });

  const orderNumber =
    await test.step('the shopper saves an address with only its own fields and orders cash on delivery', async () => {
      await customer.goto(`/products/${subName.toLowerCase().replace(/ /g, '-')}`);
      await customer.getByRole('article').filter({ hasText: productName }).getByRole('link').first().click();
      await chooseSize(customer, 'M');
      await customer.getByRole('button', { name: 'ADD TO CART' }).click();
      await checkOutFromDrawer(customer, productName);

      await addAddressAtCheckout(customer, {
        line1: '4 Marine Drive',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682031',
      });
      return (await placeCodOrder(customer, productName)) ?? '';
    });

  await test.step('the admin sees the order has no phone for the courier, and ships it', async () => {
    expect(orderNumber).toMatch(/^[0-9a-f]{8}$/);
    await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText(`${shopper.firstName} ${shopper.lastName}`);
    await expect(row.getByText('No phone for the courier')).toBeVisible();
    await row.getByLabel(`Delivery status of order ${orderNumber}`).selectOption('SHIPPED');
    await row.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Order status updated!')).toBeVisible();

    await customer.reload();
    const order = customer.getByRole('article', { name: `Order #${orderNumber}` });
    await expect(order.getByTestId('order-status')).toHaveText('SHIPPED');
  });

  await customer.context().close();
});
