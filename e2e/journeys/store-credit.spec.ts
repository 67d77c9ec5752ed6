import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { placeCodOrder } from '../support/checkout';
import { openOrder } from '../support/order-history';
import { openRequest, takeStep } from '../support/return-requests';
import { adminLogsIn, separatePage, toast } from '../support/session';
import {
  type CatalogueProduct,
  type CatalogueVariant,
  pricePaise,
  rupees,
  shopperWithCart,
  signInBrowser,
} from '../support/shopper';

type Choice = { product: CatalogueProduct; variant: CatalogueVariant };

/** The cheapest demo variant in stock, to return, and a dearer one, which its credit pays part of. */
async function cheapAndDear(request: APIRequestContext): Promise<{ cheap: Choice; dear: Choice }> {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: CatalogueProduct[];
  };
  const inStock = data
    .flatMap((product) =>
      product.variants.filter((v) => v.stock > 3).map((variant) => ({ product, variant })),
    )
    .sort((a, b) => pricePaise(a.variant) - pricePaise(b.variant));
  const cheap = inStock[0];
  if (!cheap) throw new Error('The demo catalogue has nothing in stock');
  // Another product, so that each order's card in the history is found by its product's name.
  const dear = inStock.find(
    (choice) =>
      choice.product.id !== cheap.product.id && pricePaise(choice.variant) > pricePaise(cheap.variant),
  );
  if (!dear) throw new Error('The demo catalogue has no two prices in stock');
  return { cheap, dear };
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { identifier: 'admin', password: process.env.E2E_ADMIN_PASSWORD },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test('a cash on delivery return refunded to store credit pays part of the next order', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { cheap, dear } = await cheapAndDear(request);
  const credit = pricePaise(cheap.variant);
  const shopper = await shopperWithCart(request, cheap.variant.id);
  const placed = await request.post('/api/orders/place', {
    headers: shopper.headers,
    data: { addressId: shopper.address.id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).order.id as string;
  const number = orderId.slice(0, 8);
  const admin = await adminHeaders(request);
  for (const deliveryStatus of ['SHIPPED', 'DELIVERED']) {
    const changed = await request.put(`/api/orders/${orderId}/status`, {
      headers: admin,
      data: { deliveryStatus },
    });
    expect(changed.ok()).toBe(true);
  }
  await signInBrowser(page, shopper.token);

  await test.step('the customer returns the delivered item; store credit is where its refund goes', async () => {
    await page.goto('/profile/orders');
    const order = page.getByRole('article', { name: `Order #${number}` });
    await openOrder(page, order);
    await order.getByRole('link', { name: 'Return or exchange' }).click();
    const line = page.getByRole('article', { name: cheap.product.name });
    await line.getByRole('checkbox', { name: `Return or exchange ${cheap.product.name}` }).check();
    await line.getByLabel('Reason').selectOption('Quality not as expected');
    await expect(page.getByRole('radio', { name: /^Store credit/ })).toBeChecked();
    await page.getByRole('button', { name: 'SEND REQUEST' }).click();
    await expect(toast(page, 'Your request was sent.')).toBeVisible();
  });

  await test.step('the admin approves, receives and refunds it to store credit, with no note', async () => {
    const adminPage = await separatePage(browser, baseURL);
    await adminLogsIn(adminPage);
    const details = await openRequest(adminPage, number);
    await expect(details.getByTestId('return-refund-to')).toHaveText('Refund to: store credit');
    await takeStep(adminPage, 'Approve', 'Approve this request?', 'Request approved.');
    await takeStep(adminPage, 'Mark received', 'Mark the items received?', 'Marked received.');
    await takeStep(adminPage, 'Refund', 'Refund to store credit?', 'Refunded to store credit.');
    await expect(details.getByRole('region', { name: 'Refund' })).toContainText(
      'To the customer’s store credit',
    );
    await adminPage.context().close();
  });

  await test.step('the customer finds the refund in their store credit', async () => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'STORE CREDIT' }).click();
    await expect(page.getByRole('heading', { name: 'STORE CREDIT' })).toBeVisible();
    await expect(page.getByTestId('store-credit-balance')).toHaveText(rupees(credit));
    const entries = page.getByRole('list', { name: 'Store credit entries' });
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await expect(entries).toContainText(/Refund for return #[0-9a-f]{8}/);
    await expect(entries).toContainText(`+ ${rupees(credit)}`);
  });

  await test.step('the next order is paid partly from the credit, the rest cash on delivery', async () => {
    const added = await request.post('/api/cart/add', {
      headers: shopper.headers,
      data: { productVariantId: dear.variant.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/checkout');
    const useCredit = page.getByRole('checkbox', { name: /^Use store credit/ });
    await expect(page.getByText(`Balance ${rupees(credit)}`, { exact: false })).toBeVisible();
    await useCredit.check();
    const toPay = rupees(pricePaise(dear.variant) - credit);
    await expect(page.getByTestId('checkout-total')).toHaveText(rupees(pricePaise(dear.variant)));
    await expect(page.getByTestId('checkout-total-store-credit')).toHaveText(`- ${rupees(credit)}`);
    await expect(page.getByTestId('checkout-total-to-pay')).toHaveText(toPay);
    const next = await placeCodOrder(page, dear.product.name);
    const order = page.getByRole('article', { name: `Order #${next}` });
    await openOrder(page, order);
    await expect(order.getByTestId('order-store-credit')).toHaveText(`- ${rupees(credit)} (to pay ${toPay})`);
  });

  await test.step('the credit is spent: the balance is nothing, and the ledger says on what', async () => {
    await page.goto('/profile/store-credit');
    await expect(page.getByTestId('store-credit-balance')).toHaveText('Rs. 0.00');
    const entries = page.getByRole('list', { name: 'Store credit entries' });
    await expect(entries.getByRole('listitem').first()).toContainText(/Paid for order #[0-9a-f]{8}/);
    await expect(entries.getByRole('listitem').first()).toContainText(`- ${rupees(credit)}`);
  });
});
