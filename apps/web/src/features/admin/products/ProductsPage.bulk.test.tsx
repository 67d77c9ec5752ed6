import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@vastra/contract/staff-permissions';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { aProduct, aVariant } from '../../../test/catalogue';
import { aUser } from '../../../test/shoppers';
import { ProductsPage } from './ProductsPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Three products on the shelf; `answer` says what the two write calls send back. */
function stubShop(answer: (path: string, body: unknown) => Response, stock = { now: 4 }) {
  const products = () =>
    ['Linen Kurta', 'Oxford Shirt', 'Silk Saree'].map((name, n) =>
      aProduct({ id: `p${n}`, name, variants: [aVariant({ id: `v${n}`, stock: n === 0 ? stock.now : 4 })] }),
    );
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.includes('/categories')) return json([]);
    if (init?.method === 'POST' || init?.method === 'PUT') {
      return answer(path, JSON.parse(String(init.body)));
    }
    return json({ data: products(), pagination: { page: 1, limit: 100, total: 3, totalPages: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(staffRole: StaffRole = 'CATALOGUE') {
  useAuthStore.setState({ user: aUser({ userType: 'ADMIN', staffRole }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ProductsPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

describe('bulk actions on the product list', () => {
  it('raises the prices of every product on the page by 10% after a confirmation, and says so', async () => {
    const fetch = stubShop(() => json({ updated: 3, message: 'Prices changed on 3 products.' }));
    renderPage();
    fireEvent.click(await screen.findByLabelText('Select all on this page'));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 products selected')).toBeTruthy();
    fireEvent.change(within(bar).getByLabelText('By how much'), { target: { value: '10' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 3' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(
      within(confirm).getByText('Raise every price of 3 products by 10%, discount prices included.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Prices changed on 3 products.')).toBeTruthy();
    const sent = fetch.mock.calls.find(([path]) => path === '/api/admin/products/bulk');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      productIds: ['p0', 'p1', 'p2'],
      action: { type: 'ADJUST_PRICE', by: 'PERCENT', value: 10 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('asks for the amount before confirming, and shows the server’s refusal in the dialog', async () => {
    stubShop(() => json({ message: 'That change would take a price to ₹0 or below.', errors: {} }, 400));
    renderPage();
    fireEvent.click(await screen.findByLabelText('Select Oxford Shirt'));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    fireEvent.change(within(bar).getByLabelText('Bulk action'), { target: { value: 'PRICE_AMOUNT' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 1' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Enter by how much, e.g. 100 or -10.');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(bar).getByLabelText('By how much'), { target: { value: '-5000' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(
      within(confirm).getByText('Lower every price of 1 product by ₹5,000, discount prices included.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'That change would take a price to ₹0 or below.',
    );
  });

  it('offers no boxes, bar or stock edits to a role outside the catalogue', async () => {
    stubShop(() => json({}));
    renderPage('SUPPORT');
    expect(await screen.findByText('Oxford Shirt')).toBeTruthy();
    expect(screen.queryByLabelText('Select all on this page')).toBeNull();
    expect(screen.queryByLabelText('Select Oxford Shirt')).toBeNull();
  });
});

describe('inline stock edit', () => {
  it('sends the stock the admin saw, and after a 409 shows the stock now and saves the count over it', async () => {
    const stock = { now: 4 };
    let tries = 0;
    const fetch = stubShop((_path, body) => {
      tries += 1;
      const { was, stock: counted } = body as { was: number; stock: number };
      if (was !== stock.now) {
        return json(
          { message: `The stock changed to ${stock.now} while you were editing it.`, errors: {} },
          409,
        );
      }
      stock.now = counted;
      return json({ id: 'v0', stock: counted, message: 'Stock saved.' });
    }, stock);
    renderPage();
    const [toggle] = await screen.findAllByRole('button', { name: /View Variants/ });
    fireEvent.click(toggle as HTMLElement);
    const box = screen.getByLabelText('Stock of Linen Kurta, Black M');
    // An order takes a unit while the admin types.
    stock.now = 3;
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The stock changed to 3 while you were editing it.')).toBeTruthy();
    await within(alert).findByText('Now in stock: 3.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Save 12 instead' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(stock.now).toBe(12);
    expect(tries).toBe(2);
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([path, init]) => [path, JSON.parse(String(init?.body))])).toEqual([
      ['/api/admin/variants/v0/stock', { stock: 12, was: 4 }],
      ['/api/admin/variants/v0/stock', { stock: 12, was: 3 }],
    ]);
  });
});
