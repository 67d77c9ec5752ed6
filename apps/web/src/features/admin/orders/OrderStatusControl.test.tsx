import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '../../../test/orders';
import { OrderStatusControl } from './OrderStatusControl';

const order = anOrder({ id: 'abc12300-1111-4000-8000-000000000000' });

function renderControl(shown = order) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderStatusControl order={shown} />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    select: screen.getByLabelText('Delivery status of order abc12300') as HTMLSelectElement,
    update: () => screen.getByRole('button', { name: /Updat/ }) as HTMLButtonElement,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an order row's status control", () => {
  it('offers the four delivery statuses, starting at the current one', () => {
    const { select } = renderControl();
    expect([...select.options].map((o) => o.value)).toEqual(['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED']);
    expect(select.value).toBe('PENDING');
  });

  it('keeps Update disabled until a different status is chosen', () => {
    const { select, update } = renderControl();
    expect(update().disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'SHIPPED' } });
    expect(update().disabled).toBe(false);
    fireEvent.change(select, { target: { value: 'PENDING' } });
    expect(update().disabled).toBe(true);
  });

  it('disables Update while the request is in flight', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const { select, update } = renderControl();
    fireEvent.change(select, { target: { value: 'DELIVERED' } });
    fireEvent.click(update());
    expect(await screen.findByRole('button', { name: 'Updating...' })).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders/abc12300-1111-4000-8000-000000000000/status',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ deliveryStatus: 'DELIVERED' }) }),
    );
  });

  it("says 'Failed to update status', with the server's reason on a line of its own", async () => {
    const reason = 'This order has a return in progress, so it cannot leave DELIVERED.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: reason }), { status: 409 })),
    );
    const { select, update } = renderControl();
    fireEvent.change(select, { target: { value: 'SHIPPED' } });
    fireEvent.click(update());
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`Failed to update status\n${reason}`),
    );
  });

  it('warns before a cancelled order is reopened, and only then', () => {
    const { select } = renderControl(anOrder({ ...order, deliveryStatus: 'CANCELED' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(select, { target: { value: 'PENDING' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'This order was cancelled. Updating reopens it as PENDING.',
    );
    fireEvent.change(select, { target: { value: 'CANCELED' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
