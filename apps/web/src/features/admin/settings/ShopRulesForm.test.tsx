import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopSettings } from '../../../test/settings';
import { ShopRulesForm } from './ShopRulesForm';

const settings = shopSettings();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ShopRulesForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the allowance of unpaid online orders in the shop rules form', () => {
  it('shows the saved allowance and sends the changed one with the other rules', async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json(200, JSON.parse(String(init.body))) : json(200, settings),
    );
    renderForm(fetch as unknown as typeof globalThis.fetch);

    const waiting = (await screen.findByLabelText(
      'Online payments waiting per customer',
    )) as HTMLInputElement;
    const units = screen.getByLabelText(
      'Units of one item waiting for payment per customer',
    ) as HTMLInputElement;
    expect(waiting.value).toBe('3');
    expect(units.value).toBe('10');
    fireEvent.change(waiting, { target: { value: '2' } });
    fireEvent.change(units, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));

    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/admin/settings', expect.objectContaining({ method: 'PUT' })),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      codMaxOpenOrders: 5,
      onlineMaxUnpaidOrders: 2,
      onlineMaxHeldUnits: 6,
    });
  });

  it('shows the server’s sentence under the field it refused', async () => {
    const refusal = 'Online payments waiting must be between 1 and 1000.';
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json(400, { message: refusal, errors: { onlineMaxUnpaidOrders: refusal } })
        : json(200, settings),
    );
    renderForm(fetch as unknown as typeof globalThis.fetch);

    const waiting = await screen.findByLabelText('Online payments waiting per customer');
    fireEvent.change(waiting, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));

    await waitFor(() => expect(waiting.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
  });
});
