import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomerDetails, CustomerPage, CustomerSummary } from '@vastra/contract/customers';
import type { StaffRole } from '@vastra/contract/staff-permissions';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { anAddress, aUser } from '../../../test/shoppers';
import { CustomersPage } from './CustomersPage';

const meera: CustomerSummary = {
  id: 'c0ffee00-1111-4000-8000-000000000001',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  mobile: '9845011111',
  orders: 5,
  amountSpent: '4000.00',
  returns: 1,
  codReturnedToOrigin: 2,
  lastOrderAt: '2026-11-20T10:00:00.000Z',
  codBlocked: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const orderId = 'abc12300-1111-4000-8000-000000000000';
const details: CustomerDetails = {
  customer: meera,
  addresses: [anAddress({ city: 'Chennai', postalCode: '600001', isDefault: true })],
  orders: [
    {
      id: orderId,
      orderDate: '2026-11-20T10:00:00.000Z',
      orderTotal: '1000.00',
      deliveryStatus: 'CANCELED',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      units: 1,
      parcelStatus: 'RTO_DELIVERED',
    },
  ],
  returns: [],
  reviews: [
    {
      id: 'c0ffee00-1111-4000-8000-000000000002',
      productId: 'c0ffee00-1111-4000-8000-000000000003',
      productName: 'Cotton Kurta',
      rating: 4,
      title: 'Soft cotton',
      text: 'Fits well.',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve() {
  const page: CustomerPage = {
    customers: [meera],
    pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
  };
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      return json({
        customer: { ...meera, codBlocked: true },
        message: 'Cash on delivery is off for Meera Iyer.',
      });
    }
    return json(path.startsWith('/api/admin/customers?') ? page : details);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(staffRole: StaffRole) {
  useAuthStore.setState({ user: aUser({ userType: 'ADMIN', staffRole }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <CustomersPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openMeera() {
  const [view] = await screen.findAllByRole('button', { name: 'View customer Meera Iyer' });
  fireEvent.click(view as HTMLElement);
  return screen.findByRole('dialog', { name: 'Meera Iyer' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

describe('the customers screen', () => {
  it('searches on the server for what was typed, from the first page', async () => {
    const fetch = serve();
    renderPage('SUPPORT');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: ' 98450 11111 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/customers?page=1&limit=20&q=98450+11111',
        expect.anything(),
      ),
    );
  });

  it('lists each customer as a card for a phone, with what they spent and their COD parcels sent back', async () => {
    serve();
    renderPage('SUPPORT');
    const cards = await screen.findByRole('list', { name: 'Customers' });
    const card = within(cards).getByRole('listitem');
    expect(card.textContent).toContain('Meera Iyer');
    expect(card.textContent).toContain('+91 98450 11111');
    expect(card.textContent).toContain('Rs. 4,000.00');
    expect(card.textContent).toContain('2 parcels');
  });

  it('opens a customer’s page with their addresses, orders and reviews, an order linking to Orders', async () => {
    serve();
    renderPage('SUPPORT');
    const dialog = await openMeera();
    expect(await within(dialog).findByText('Cotton Kurta')).toBeTruthy();
    expect(within(dialog).getByText(/Chennai/)).toBeTruthy();
    expect(within(dialog).getByText('Returned to origin')).toBeTruthy();
    expect(within(dialog).getByText('No returns or exchanges.')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Open order abc12300 in Orders' });
    expect(link.getAttribute('href')).toBe(`/admin/orders?q=${orderId}`);
  });

  it('shows orders without a link to a role that may not open Orders', async () => {
    serve();
    renderPage('ACCOUNTS');
    const dialog = await openMeera();
    expect(await within(dialog).findByText('abc12300')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /Open order/ })).toBeNull();
  });

  it('turns cash on delivery off with the switch, sending codBlocked: true', async () => {
    const fetch = serve();
    renderPage('SUPPORT');
    const dialog = await openMeera();
    const cod = within(dialog).getByRole('switch', { name: 'Cash on delivery' });
    expect(cod.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(cod);
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/admin/customers/${meera.id}`,
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ codBlocked: true }) }),
      ),
    );
    expect(await screen.findByText('Cash on delivery is off for Meera Iyer.')).toBeTruthy();
  });
});
