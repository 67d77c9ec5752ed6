import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DeliveryRules } from '@vastra/contract/shipping';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryRulesForm } from './DeliveryRulesForm';

const rules: DeliveryRules = {
  blockedPrefixes: ['744'],
  codBlockedPrefixes: [],
  daysWithinCity: { from: 1, to: 2 },
  daysWithinState: { from: 2, to: 4 },
  daysRestOfIndia: { from: 4, to: 7 },
  dispatchCutoffHour: 14,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answerPut: (body: DeliveryRules) => Response) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
    init?.method === 'PUT' ? answerPut(JSON.parse(String(init.body))) : json(200, rules),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DeliveryRulesForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the delivery rules form', () => {
  it('shows the saved rules and sends prefixes typed on lines or with commas', async () => {
    const fetch = renderForm((body) => json(200, body));
    const blocked = (await screen.findByLabelText('Pincodes not served')) as HTMLTextAreaElement;
    expect(blocked.value).toBe('744');
    fireEvent.change(blocked, { target: { value: '744, 1942\n194' } });
    fireEvent.change(screen.getByLabelText('Pincodes without cash on delivery'), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Delivery Rules' }));

    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/delivery-rules',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ...rules,
      blockedPrefixes: ['744', '1942', '194'],
      codBlockedPrefixes: ['19'],
    });
  });

  it('shows each of the server’s sentences beside the box it refused', async () => {
    const prefix = 'A pincode prefix must be 1 to 6 digits.';
    const range = 'Days within the state: the first day cannot come after the last.';
    renderForm(() =>
      json(400, {
        message: 'Check the delivery rules.',
        errors: { 'blockedPrefixes.0': prefix, daysWithinState: range },
      }),
    );
    const blocked = await screen.findByLabelText('Pincodes not served');
    fireEvent.change(blocked, { target: { value: '74A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Delivery Rules' }));

    await waitFor(() => expect(blocked.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(prefix)).toBeTruthy();
    expect(screen.getByText(range)).toBeTruthy();
    expect(screen.getByLabelText('Within the shop’s state: from days').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
