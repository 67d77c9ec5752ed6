import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { anOrder, anOrderItem } from '../../test/orders';
import { aUser } from '../../test/shoppers';
import { OrderDetailPage } from './OrderDetailPage';
import { OrderHistoryPage } from './OrderHistoryPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const shipped = anOrder({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  deliveryStatus: 'SHIPPED',
  orderTotal: '2497.00',
  items: [
    anOrderItem({ quantity: 2 }),
    anOrderItem({ product: { ...anOrderItem().product, name: 'Linen Shirt' } }),
  ],
});
const pending = anOrder({ id: 'bbbbbbbb-0000-4000-8000-000000000002' });

function renderHistory(path = '/profile/orders') {
  useAuthStore.setState({ user: aUser() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      json(path.endsWith('/my-orders') ? { orders: [shipped, pending] } : { returns: [] }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile/orders" element={<OrderHistoryPage />} />
          <Route path="/profile/orders/:orderId" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

describe('order history', () => {
  it('lists each order by number, date, item count, total and status, without its full details', async () => {
    renderHistory();
    const row = await screen.findByRole('article', { name: 'Order #aaaaaaaa' });
    expect(within(row).getByRole('link', { name: '#aaaaaaaa' })).toBeTruthy();
    expect(within(row).getByText('Cotton Kurta')).toBeTruthy();
    expect(within(row).getByText(/1 Nov 2026/)).toBeTruthy();
    expect(within(row).getByText('3 items')).toBeTruthy();
    expect(within(row).getByText('Rs. 2,497.00')).toBeTruthy();
    expect(within(row).getByTestId('order-status').textContent).toBe('SHIPPED');
    expect(within(screen.getByRole('article', { name: 'Order #bbbbbbbb' })).getByText('1 item')).toBeTruthy();
    expect(screen.queryByText('Linen Shirt')).toBeNull();
  });

  it('keeps Cancel Order on the list for a pending order only, as SPEC.md’s history had it', async () => {
    renderHistory();
    const pendingRow = await screen.findByRole('article', { name: 'Order #bbbbbbbb' });
    expect(within(pendingRow).getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    const shippedRow = screen.getByRole('article', { name: 'Order #aaaaaaaa' });
    expect(within(shippedRow).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('opens an order on its own page, with its items and the cancel action', async () => {
    renderHistory();
    fireEvent.click(await screen.findByRole('link', { name: '#bbbbbbbb' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER #bbbbbbbb' })).toBeTruthy();
    const order = screen.getByRole('article', { name: 'Order #bbbbbbbb' });
    expect(within(order).getByText('Cotton Kurta')).toBeTruthy();
    expect(within(order).getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order history' }).getAttribute('href')).toBe('/profile/orders');
  });

  it('says so when the order asked for is not the shopper’s', async () => {
    renderHistory('/profile/orders/cccccccc-0000-4000-8000-000000000003');
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });
});
