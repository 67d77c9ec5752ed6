import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { addAddressAtCheckout, checkOutFromDrawer, placeCodOrder } from '../support/checkout';
import { openOrder } from '../support/order-history';
import { pdfText } from '../support/pdf-text';
import { photos } from '../support/png';
import { chooseSize } from '../support/product-page';
import { adminLogsIn, savedAndClosed, separatePage, shopperLogsIn, toast } from '../support/session';
import { newShopperAccount, registerShopper } from '../support/shopper';

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

test('an admin builds a category and a product, a shopper orders it and sees the admin ship it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const topName = `Festive ${tag}`;
  const subName = `Sarees ${tag}`;
  const productName = `Banarasi Silk Saree ${tag}`;
  const shopper = newShopperAccount({ password: 'kanjeevaram-9' });
  await adminLogsIn(page);

  await test.step('the admin creates a top-level category with 5 images and a subcategory', async () => {
    await page.getByRole('link', { name: 'Categories', exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const form = page.getByRole('dialog', { name: 'Add Category' });
    await form.getByLabel('Name').fill(topName);
    await form.getByLabel('Description').fill('Silks and zari for the festive season.');
    const files = photos(`festive-${tag}`, 5);
    await form.locator('input[type="file"]').setInputFiles(files.slice(0, 4));
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'A top-level category requires at least 5 images or videos.',
    );
    await form.locator('input[type="file"]').setInputFiles(files.slice(4));
    await expect(form.getByRole('img')).toHaveCount(5);
    await form.getByRole('button', { name: 'Create Category' }).click();
    await savedAndClosed(page, form, 'Category created successfully!');
    const topRow = page.getByRole('row').filter({ hasText: `/${slugOf(topName)}` });
    await expect(topRow).toBeVisible();

    await page.getByRole('button', { name: `Add a subcategory to ${topName}` }).click();
    const subForm = page.getByRole('dialog', { name: 'Add Category' });
    await expect(subForm.getByLabel('Parent category')).toHaveValue(/[0-9a-f-]{36}/);
    await subForm.getByLabel('Name').fill(subName);
    await subForm.getByRole('button', { name: 'Create Category' }).click();
    await expect(subForm).toBeHidden();
    await page.getByRole('button', { name: `Expand ${topName}` }).click();
    const subRow = page.getByRole('row').filter({ hasText: `/${slugOf(subName)}` });
    await expect(subRow).toBeVisible();
    // Sub-Items 1 for the parent; it cannot be deleted while it has one.
    await expect(topRow.getByRole('cell').nth(1)).toHaveText('1');
    const deleteTop = page.getByRole('button', { name: `Delete ${topName}` });
    await expect(deleteTop).toBeDisabled();
    await expect(deleteTop).toHaveAttribute('title', 'Cannot delete');
  });

  await test.step('the admin adds a product with two variants and two images', async () => {
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Product' });
    await form.getByLabel('Product name').fill(productName);
    await form.getByLabel('Category').selectOption({ label: `${topName} › ${subName}` });
    await form.getByLabel('Description').fill('Handwoven silk with a gold zari border.');
    // Silk sarees are woven fabric: HSN 5007 at 5% whatever the price, not the apparel slab.
    await form.getByLabel('HSN code').fill('5007');
    await form.getByLabel('GST rate (%)').fill('5');

    // Picking a swatch names the colour after the nearest named colour; the admin may rename it.
    const colourNames = form.getByRole('textbox', { name: /^Colour( \*)?$/ });
    const blackName = await colourNames.first().inputValue();
    await form.getByLabel('Colour swatch for variant 1').fill('#8b0000');
    await expect(colourNames.first()).not.toHaveValue(blackName);
    await colourNames.first().fill('Maroon');
    await form.getByLabel('Size').first().fill('Free Size');
    await form.getByLabel('Stock').first().fill('8');
    await form.getByLabel('Original price (₹)').first().fill('4999');
    await form.getByLabel('Discount price (₹)').first().fill('3999.50');

    await form.getByRole('button', { name: 'Add Variant' }).click();
    await form.getByLabel('Colour swatch for variant 2').fill('#000080');
    await colourNames.nth(1).fill('Navy');
    await form.getByLabel('Size').nth(1).fill('Free Size');
    await form.getByLabel('Stock').nth(1).fill('3');
    await form.getByLabel('Original price (₹)').nth(1).fill('4599');

    await form.locator('input[type="file"]').setInputFiles(photos(`saree-${tag}`, 2));
    await expect(form.getByRole('img')).toHaveCount(2);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await savedAndClosed(page, form, 'Product created successfully!');

    const row = page.getByRole('row').filter({ hasText: productName });
    await expect(row).toContainText('2 variants');
    await expect(row).toContainText(subName);
    await expect(row).toContainText('11');
    await expect(row).toContainText('₹3,999.50');
    await row.getByRole('button', { name: 'View Variants' }).click();
    const variants = page.getByRole('table', { name: `Variants of ${productName}` });
    await expect(
      variants.getByRole('row', { name: /^Maroon Free Size ₹4,999\.00 ₹3,999\.50 8 In Stock/ }),
    ).toBeVisible();
    await expect(
      variants.getByRole('row', { name: /^Navy Free Size ₹4,599\.00 — 3 In Stock/ }),
    ).toBeVisible();
  });

  const product =
    await test.step('the product is in the storefront: category pages, product page and search', async () => {
      const guest = await separatePage(browser, baseURL);
      await guest.goto(`/products/${slugOf(subName)}`);
      await expect(guest.getByRole('heading', { level: 1, name: subName })).toBeVisible();
      await expect(guest.getByRole('article').filter({ hasText: productName })).toBeVisible();

      await guest.goto(`/products/${slugOf(topName)}`);
      await expect(guest.getByRole('heading', { level: 1, name: topName })).toBeVisible();
      await expect(guest.getByRole('link', { name: subName })).toBeVisible();
      const card = guest.getByRole('article').filter({ hasText: productName });
      await card.getByRole('link').first().click();
      await expect(guest).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
      const productId = new URL(guest.url()).pathname.split('/').pop() ?? '';
      await expect(guest.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Maroon' })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Navy' })).toBeVisible();

      await guest.getByRole('button', { name: 'Search' }).click();
      await guest.getByPlaceholder('Search by keyword').fill(productName);
      const results = guest.getByRole('dialog', { name: 'Search' });
      await expect(results.getByRole('heading', { name: 'Search Results' })).toBeVisible();
      await expect(results.getByRole('link').filter({ hasText: productName })).toHaveAttribute(
        'href',
        `/product/${productId}`,
      );
      await guest.context().close();
      return { id: productId };
    });

  const customer = await separatePage(browser, baseURL);
  const orderNumber = await test.step('a customer orders it cash on delivery through checkout', async () => {
    await registerShopper(request, shopper);
    await shopperLogsIn(customer, shopper.username, shopper.password);

    await customer.goto(`/product/${product.id}`);
    await customer.getByRole('button', { name: 'Navy' }).click();
    await chooseSize(customer);
    await customer.getByRole('button', { name: 'ADD TO CART' }).click();
    await checkOutFromDrawer(customer, productName);

    await addAddressAtCheckout(customer, {
      fullName: `${shopper.firstName} ${shopper.lastName}`,
      phone: '+91 94440 12345',
      line1: '21 Temple Street',
      city: 'Kanchipuram',
      state: 'Tamil Nadu',
      pincode: '631501',
    });
    const number = await placeCodOrder(customer, productName);
    expect(number).toBeDefined();
    return number ?? '';
  });

  await test.step('the admin marks the order SHIPPED and the customer sees it', async () => {
    await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText(`${shopper.firstName} ${shopper.lastName}`);
    await expect(row).toContainText('Rs. 4,599.00');
    const update = row.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await row.getByLabel(`Delivery status of order ${orderNumber}`).selectOption('SHIPPED');
    await update.click();
    await expect(toast(page, 'Order status updated!')).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveText('SHIPPED');
    await expect(update).toBeDisabled();

    await customer.reload();
    const order = customer.getByRole('article', { name: `Order #${orderNumber}` });
    await expect(order.getByTestId('order-status')).toHaveText('SHIPPED');
    await openOrder(customer, order);
    await expect(order.getByTestId('order-status')).toHaveText('SHIPPED');
    await expect(order.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
    const timeline = order.getByRole('list', { name: `Timeline of order #${orderNumber}` });
    await expect(timeline.getByRole('listitem')).toHaveText([/^Order placed/, /^Shipped/]);
  });

  await test.step('the customer downloads the GST invoice from the order history', async () => {
    const order = customer.getByRole('article', { name: `Order #${orderNumber}` });
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      order.getByRole('button', { name: /^Download invoice INV\/\d{4}-\d{2}\/\d{6}$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    const text = pdfText(await download.path());
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 29AAGCV4821K1ZX');
    // Shipped from Karnataka to Tamil Nadu: IGST, not CGST and SGST.
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(`${shopper.firstName} ${shopper.lastName}`);
    expect(text).toContain('Mobile: +91 94440 12345');
    // 4,599.00 at 5%: 4,380.00 taxable and 219.00 IGST.
    expect(text).toContain('Banarasi Silk Saree');
    expect(text).toMatch(/5007\s+1\s+5\s+4,599\.00\s+4,380\.00\s+219\.00\s+4,599\.00/);
    expect(text).toContain('Rupees Four Thousand Five Hundred Ninety Nine Only');
  });

  await test.step('the admin finds the order by its number, sees who shipped it and exports it', async () => {
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`#${orderNumber}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: `Order #${orderNumber}` });
    await expect(details.getByText('+91 94440 12345')).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText('by Admin User');
    await expect(details.getByRole('button', { name: /^Invoice INV\// })).toBeVisible();
    await page.keyboard.press('Escape');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"#${orderNumber}"`);
    expect(rows[1]).toContain('"Tamil Nadu","631501"');
  });

  await customer.context().close();
});

test('the admin writes the privacy policy with bold text and a link, and script never runs on the public page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const tag = Date.now().toString(36);
  await adminLogsIn(page);

  const policyTitle = `Privacy Policy ${tag}`;
  const typedScript = '<script>window.__pwned=1</script>';
  await test.step('the admin writes the privacy policy with bold text and a link', async () => {
    // docs/product.md §7: the screen reads the pages from GET /legal-pages.
    const listRead = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/legal-pages' && response.request().method() === 'GET',
    );
    await page.getByRole('link', { name: 'Legal Pages', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Manage Legal Pages' })).toBeVisible();
    expect((await listRead).status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Title').fill(policyTitle);

    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('We never sell your data');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type('. Questions? See ');
    page.once('dialog', (dialog) => dialog.accept('https://example.com/privacy-help'));
    await page.getByRole('button', { name: 'Link' }).click();
    await page.keyboard.type(` Typed: ${typedScript}`);
    await expect(editor.locator('strong')).toHaveText('We never sell your data');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Page saved successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  await test.step('the public page shows the bold text and the link, and the typed script is only text', async () => {
    const reader = await separatePage(browser, baseURL);
    await reader.goto('/legal/privacy-policy');
    await expect(reader.getByRole('heading', { level: 1, name: policyTitle })).toBeVisible();
    const content = reader.locator('.legal-content');
    await expect(content.locator('strong')).toHaveText('We never sell your data');
    const link = content.getByRole('link', { name: 'https://example.com/privacy-help' });
    await expect(link).toHaveAttribute('href', 'https://example.com/privacy-help');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(content).toContainText(typedScript);
    await expect(content.locator('script')).toHaveCount(0);
    expect(await reader.evaluate(() => '__pwned' in window)).toBe(false);
    await reader.context().close();
  });

  await test.step('script sent straight to POST /api/legal-pages never runs on the public page', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await request.post('/api/legal-pages', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        slug: 'privacy-policy',
        title: policyTitle,
        content:
          '<p><strong>We never sell your data</strong>.</p><script>window.__pwned=1</script>' +
          '<p><img src="x" onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">Click</a> ' +
          '<a href="https://example.com/privacy-help" onclick="window.__pwned=4">Help</a></p>' +
          '<iframe src="javascript:parent.__pwned=5"></iframe><svg onload="window.__pwned=6"></svg>',
      },
    });
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as { content: string }).content).not.toMatch(/<script|onerror|javascript:/i);

    const reader = await separatePage(browser, baseURL);
    await reader.goto('/legal/privacy-policy');
    const content = reader.locator('.legal-content');
    await expect(content.locator('strong')).toHaveText('We never sell your data');
    await expect(content.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(content.locator('script, iframe, svg')).toHaveCount(0);
    const handlers = await content.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => attribute.name.startsWith('on') || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
    );
    expect(handlers).toEqual([]);
    expect(await reader.evaluate(() => '__pwned' in window)).toBe(false);
    await reader.context().close();
  });
});
