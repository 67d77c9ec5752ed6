import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { anOrder } from '../../../test/orders';
import { aUser } from '../../../test/shoppers';
import { OrdersPage } from './OrdersPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const orders = [
  anOrder({ id: 'aaaaaaaa-0000-4000-8000-000000000001', deliveryStatus: 'PENDING' }),
  anOrder({ id: 'bbbbbbbb-0000-4000-8000-000000000002', deliveryStatus: 'CANCELED' }),
  anOrder({ id: 'cccccccc-0000-4000-8000-000000000003', deliveryStatus: 'SHIPPED' }),
];

function renderPage() {
  useAuthStore.setState({ user: aUser({ userType: 'ADMIN', staffRole: 'ORDERS' }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <OrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

describe('bulk status changes on the orders list', () => {
  it('sets the orders picked to SHIPPED together, warns of a cancelled one reopened, and shows each outcome', async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return json({
          results: [
            {
              orderId: orders[0]?.id,
              outcome: 'UPDATED',
              deliveryStatus: 'SHIPPED',
              message: 'Set to SHIPPED.',
            },
            {
              orderId: orders[1]?.id,
              outcome: 'REFUSED',
              deliveryStatus: null,
              message: 'Only 0 left in stock.',
            },
            {
              orderId: orders[2]?.id,
              outcome: 'UNCHANGED',
              deliveryStatus: 'SHIPPED',
              message: 'Already SHIPPED.',
            },
          ],
          message: '1 order updated, 1 already had that status, 1 could not be changed.',
        });
      }
      return json({ orders, pagination: { page: 1, limit: 20, total: 3, totalPages: 1 } });
    });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fireEvent.click(await screen.findByLabelText('Select all on this page'));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 orders selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Set status of 3' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set 3 orders to SHIPPED' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '1 of these orders was cancelled. Updating reopens it as SHIPPED.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const results = await screen.findByRole('list', { name: 'Status results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaaaaaSet to SHIPPED.', 'bbbbbbbbOnly 0 left in stock.', 'ccccccccAlready SHIPPED.']);
    expect(screen.getByRole('status').textContent).toBe(
      '1 order updated, 1 already had that status, 1 could not be changed.',
    );
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sent?.[0]).toBe('/api/admin/orders/bulk-status');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      orderIds: orders.map((order) => order.id),
      deliveryStatus: 'SHIPPED',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('ships only the pending orders among those picked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ orders, pagination: { page: 1, limit: 20, total: 3, totalPages: 1 } })),
    );
    renderPage();
    fireEvent.click(await screen.findByLabelText('Select order aaaaaaaa'));
    fireEvent.click(screen.getByLabelText('Select order cccccccc'));
    expect(screen.getByRole('button', { name: 'Ship selected (1)' })).toBeTruthy();
    expect(screen.getByText('2 orders selected')).toBeTruthy();
  });
});
