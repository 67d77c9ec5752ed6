import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openOrder } from '../support/order-history';
import { pdfText } from '../support/pdf-text';
import { openRequest, takeStep } from '../support/return-requests';
import { adminLogsIn, separatePage, toast } from '../support/session';
import { pricePaise, rupees, shopperWithCart, signInBrowser } from '../support/shopper';

interface Variant {
  id: string;
  color: string;
  size: string;
  stock: number;
  originalPrice: string;
  discountPrice: string | null;
}
interface Product {
  id: string;
  name: string;
  variants: Variant[];
}

/** A demo product with a variant in stock and another size of the same colour in stock too. */
async function productWithTwoSizes(
  request: APIRequestContext,
): Promise<{ product: Product; ordered: Variant; wanted: Variant }> {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Product[] };
  for (const product of data) {
    for (const ordered of product.variants.filter((v) => v.stock > 3)) {
      const wanted = product.variants.find(
        (v) => v.id !== ordered.id && v.color === ordered.color && v.size !== ordered.size && v.stock > 1,
      );
      if (wanted) return { product, ordered, wanted };
    }
  }
  throw new Error('The demo catalogue has no product in two sizes of one colour');
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { identifier: 'admin', password: process.env.E2E_ADMIN_PASSWORD },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** A new shopper's cash on delivery order of `quantity` of the variant, shipped and delivered by the admin. */
async function deliveredCodOrder(request: APIRequestContext, variantId: string, quantity: number) {
  const shopper = await shopperWithCart(request, variantId);
  if (quantity > 1) {
    const more = await request.post('/api/cart/add', {
      headers: shopper.headers,
      data: { productVariantId: variantId, quantity: quantity - 1 },
    });
    expect(more.ok()).toBe(true);
  }
  const placed = await request.post('/api/orders/place', {
    headers: shopper.headers,
    data: { addressId: shopper.address.id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).order.id as string;
  const admin = await adminHeaders(request);
  for (const deliveryStatus of ['SHIPPED', 'DELIVERED']) {
    const changed = await request.put(`/api/orders/${orderId}/status`, {
      headers: admin,
      data: { deliveryStatus },
    });
    expect(changed.ok()).toBe(true);
  }
  return { shopper, orderId, number: orderId.slice(0, 8) };
}

test('a customer asks for another size from the order history, and the admin approves, receives and sends it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { product, ordered, wanted } = await productWithTwoSizes(request);
  const { shopper, number } = await deliveredCodOrder(request, ordered.id, 1);
  await signInBrowser(page, shopper.token);
  const order = page.getByRole('article', { name: `Order #${number}` });

  await test.step('the delivered order offers a return until its window closes', async () => {
    await page.goto('/profile/orders');
    await openOrder(page, order);
    await expect(order.getByText(/^Return window closes on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await order.getByRole('link', { name: 'Return or exchange' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${number}[0-9a-f-]+/return$`));
    await expect(page.getByRole('heading', { name: 'RETURN OR EXCHANGE' })).toBeVisible();
  });

  await test.step('sending nothing says what is missing', async () => {
    await page.getByRole('button', { name: 'SEND REQUEST' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose at least one item to return or exchange.');
  });

  await test.step('the customer picks the other size and a reason, and sends the request', async () => {
    const line = page.getByRole('article', { name: product.name });
    await line.getByRole('checkbox', { name: `Return or exchange ${product.name}` }).check();
    await line.getByRole('radio', { name: /^Exchange/ }).check();
    const size = line.getByRole('button', { name: `${wanted.size} in ${wanted.color}`, exact: true });
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await line.getByLabel('Reason').selectOption('Size too small');
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await expect(summary).toContainText(`1 × ${product.name}`);
    await expect(summary).toContainText(`We'll send ${wanted.size} / ${wanted.color}`);
    await page.getByRole('button', { name: 'SEND REQUEST' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${number}[0-9a-f-]+$`));
    await expect(toast(page, 'Your request was sent.')).toBeVisible();
  });

  const asked = order.getByRole('article', { name: /^Exchange request of / });
  await test.step('the order page shows the request under it', async () => {
    await expect(asked.getByTestId('return-status')).toHaveText('Requested');
    await expect(asked).toContainText(`Exchange for ${wanted.size} / ${wanted.color}`);
    await expect(asked).toContainText('Size too small');
    // Its only unit is asked for: nothing is left to return.
    await expect(order.getByRole('link', { name: 'Return or exchange' })).toBeHidden();
  });

  await test.step('the admin approves it, marks it received and sends the exchange', async () => {
    const admin = await separatePage(browser, baseURL);
    await adminLogsIn(admin);
    const details = await openRequest(admin, number);
    await expect(details).toContainText('Meera Iyer');
    await expect(details).toContainText('Cash on Delivery');
    await expect(details).toContainText(`Send: Colour: ${wanted.color} · Size: ${wanted.size}`);
    await expect(details).toContainText('Reason: Size too small');
    await takeStep(admin, 'Approve', 'Approve this request?', 'Request approved.');
    await expect(details.getByText('Approved', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(asked.getByTestId('return-status')).toHaveText('Approved: pack the item');

    await takeStep(admin, 'Mark received', 'Mark the items received?', 'Marked received.');
    await expect(details.getByRole('button', { name: 'Refund' })).toBeHidden();
    await takeStep(admin, 'Send exchange', 'Send the exchange?', 'Exchange sent.', 'Sent by Blue Dart');
    await expect(details.getByRole('button', { name: 'Send exchange' })).toBeHidden();
    const history = details.getByRole('list', { name: 'History of the request' });
    await expect(history.getByRole('listitem')).toHaveText([
      /^Requested.*by the customer/,
      /^Approved.*by Admin User/,
      /^Received by the shop/,
      /^Exchange sent.*“Sent by Blue Dart”/,
    ]);
    await admin.context().close();
  });

  await test.step('the customer sees the exchange sent, with each step', async () => {
    await page.reload();
    await expect(asked.getByTestId('return-status')).toHaveText('Exchanged');
    await expect(
      asked.getByRole('list', { name: /^Steps of the exchange request/ }).getByRole('listitem'),
    ).toHaveText([/^Requested/, /^Approved/, /^Received by the shop/, /^Exchange sent/]);
  });
});

test('an admin refunds a returned cash on delivery item paid back by UPI with a note, and the customer downloads the credit note', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { product, ordered } = await productWithTwoSizes(request);
  const { shopper, number } = await deliveredCodOrder(request, ordered.id, 2);
  const refund = rupees(pricePaise(ordered));
  await signInBrowser(page, shopper.token);

  await test.step('the customer returns one of the two units, and sees the refund it will bring', async () => {
    await page.goto('/profile/orders');
    const order = page.getByRole('article', { name: `Order #${number}` });
    await openOrder(page, order);
    await order.getByRole('link', { name: 'Return or exchange' }).click();
    const line = page.getByRole('article', { name: product.name });
    await line.getByRole('checkbox', { name: `Return or exchange ${product.name}` }).check();
    await expect(line.getByRole('radio', { name: /^Return/ })).toBeChecked();
    await expect(line.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveText('1');
    await line.getByLabel('Reason').selectOption('Quality not as expected');
    await expect(page.getByTestId('refund-estimate')).toHaveText(refund);
    await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(page.getByTestId('refund-estimate')).toHaveText(rupees(2 * pricePaise(ordered)));
    await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
    await expect(page.getByTestId('refund-estimate')).toHaveText(refund);
    // Cash on delivery refunds to store credit unless the customer asks for the money itself.
    await expect(page.getByRole('radio', { name: /^Store credit/ })).toBeChecked();
    await page.getByRole('radio', { name: /^Bank transfer or UPI/ }).check();
    await page.getByRole('button', { name: 'SEND REQUEST' }).click();
    await expect(toast(page, 'Your request was sent.')).toBeVisible();
  });

  await test.step('the admin approves and receives it, and must say how the cash was paid back', async () => {
    const admin = await separatePage(browser, baseURL);
    await adminLogsIn(admin);
    await admin.getByRole('link', { name: 'Returns', exact: true }).first().click();
    await admin.getByLabel('Filter by status').selectOption('REQUESTED');
    const details = await openRequest(admin, number);
    await takeStep(admin, 'Approve', 'Approve this request?', 'Request approved.');
    await takeStep(admin, 'Mark received', 'Mark the items received?', 'Marked received.');

    await details.getByRole('button', { name: 'Refund', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Record the refund' });
    await expect(confirm).toContainText(`Amount to refund: ${refund}`);
    await expect(confirm.getByLabel('Note (required)')).toBeVisible();
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Add a note saying how the money was paid back.');
    await confirm.getByLabel('Note (required)').fill('Paid back by UPI to 98400 12345');
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast(admin, 'Refund recorded.')).toBeVisible();
    const refundPanel = details.getByRole('region', { name: 'Refund' });
    await expect(refundPanel).toContainText('Recorded by the shop');
    await expect(details.getByRole('button', { name: /^Credit note / })).toBeVisible();
    await admin.context().close();
  });

  await test.step('the customer sees the refund and downloads the GST credit note', async () => {
    await page.reload();
    const returned = page
      .getByRole('article', { name: `Order #${number}` })
      .getByRole('article', { name: /^Return request of / });
    await expect(returned.getByTestId('return-status')).toHaveText(`Refunded ${refund}`);
    await expect(returned).toContainText('“Paid back by UPI to 98400 12345”');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      returned.getByRole('button', { name: /^Download credit note / }).click(),
    ]);
    const text = pdfText(await download.path());
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(product.name);
  });
});
