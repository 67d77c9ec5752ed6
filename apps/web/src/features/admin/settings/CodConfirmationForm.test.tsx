import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopSettings } from '../../../test/settings';
import { CodConfirmationForm } from './CodConfirmationForm';

const settings = shopSettings({
  codConfirmation: 'OFF',
  codConfirmationHours: 24,
  codMaxReturnedParcels: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answerPut: (body: unknown) => Response) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
    init?.method === 'PUT' ? answerPut(JSON.parse(String(init.body))) : json(200, settings),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CodConfirmationForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof renderForm>) =>
  JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body));

describe('the cash on delivery settings', () => {
  it('turn confirmation on with the hours and the parcel limit, the other rules kept, an empty limit sent as none', async () => {
    const fetch = renderForm((body) => json(200, body));
    fireEvent.click(await screen.findByLabelText('Ask shoppers to confirm cash on delivery orders'));
    fireEvent.change(screen.getByLabelText('Hours to confirm'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    await screen.findByText('Cash on delivery settings saved.');
    expect(sentBody(fetch)).toEqual({
      ...settings,
      codConfirmation: 'ON',
      codConfirmationHours: 6,
      codMaxReturnedParcels: null,
    });
  });

  it('shows the server’s sentence under the field it refused', async () => {
    const refusal = 'Hours to confirm must be between 1 and 168.';
    renderForm(() => json(400, { message: refusal, errors: { codConfirmationHours: refusal } }));
    fireEvent.change(await screen.findByLabelText('Hours to confirm'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Turn cash on delivery off after this many returned parcels'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Hours to confirm').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
  });

  it('set the COD fee in rupees, sent as typed, the other rules kept', async () => {
    const fetch = renderForm((body) => json(200, body));
    const fee = await screen.findByLabelText('COD fee (₹)');
    expect((fee as HTMLInputElement).value).toBe('0.00');
    fireEvent.change(fee, { target: { value: '49.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    await screen.findByText('Cash on delivery settings saved.');
    expect(sentBody(fetch)).toEqual({ ...settings, codFee: '49.50' });
  });

  it('shows the server’s sentence under the COD fee it refused', async () => {
    const refusal = 'COD fee must be an amount in rupees from 0 to 1000, like 49.00.';
    renderForm(() => json(400, { message: refusal, errors: { codFee: refusal } }));
    fireEvent.change(await screen.findByLabelText('COD fee (₹)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    await waitFor(() =>
      expect(screen.getByLabelText('COD fee (₹)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
  });
});
