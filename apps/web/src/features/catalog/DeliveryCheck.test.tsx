import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DeliveryCheck as Answer } from '@vastra/contract/shipping';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryCheck } from './DeliveryCheck';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const served: Answer = {
  pincode: '560001',
  serviceable: true,
  cod: true,
  estimatedDelivery: { from: '2025-12-09', to: '2025-12-11' },
  city: null,
  state: 'Karnataka',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Where the page stands now, so a test can see the address the component left. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderCheck(answer: (pincode: string) => Response, path = '/product/p1') {
  const fetch = vi.fn(async (url: string) =>
    answer(new URL(url, 'http://shop').searchParams.get('pincode') ?? ''),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient()}>
        <DeliveryCheck />
        <Address />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return fetch;
}

const check = (pincode: string) => {
  fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
};

describe('checking delivery on the product page', () => {
  it('says by when the parcel arrives and that cash is taken, and remembers the pincode', async () => {
    renderCheck((pincode) => json(200, { ...served, pincode }));
    check('560001');
    expect(await screen.findByText('Delivery by Thu, 11 Dec')).toBeTruthy();
    expect(screen.getByText('Cash on delivery available')).toBeTruthy();
    expect(localStorage.getItem('delivery-pincode')).toBe('560001');
  });

  it('says where cash on delivery is not taken, and where the shop does not go', async () => {
    renderCheck((pincode) =>
      pincode === '110001'
        ? json(200, { ...served, pincode, cod: false })
        : json(200, { ...served, pincode, serviceable: false, cod: false, estimatedDelivery: null }),
    );
    check('110001');
    expect(await screen.findByText('Cash on delivery not available')).toBeTruthy();
    check('744101');
    expect(await screen.findByText('We do not deliver to this pincode yet.')).toBeTruthy();
    expect(screen.queryByText(/^Delivery by/)).toBeNull();
  });

  it('refuses a pincode that is not six digits without asking the shop', async () => {
    const fetch = renderCheck(() => json(200, served));
    check('5600');
    expect(screen.getByText('Pincode must be a 6-digit number.')).toBeTruthy();
    expect(screen.getByLabelText('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers at once for the pincode checked last on this device', async () => {
    localStorage.setItem('delivery-pincode', '560001');
    renderCheck((pincode) => json(200, { ...served, pincode }));
    expect(await screen.findByText('Delivery by Thu, 11 Dec')).toBeTruthy();
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('560001');
  });

  it('answers a Check pressed before the page came alive, which arrives in the address', async () => {
    localStorage.setItem('delivery-pincode', '110001');
    renderCheck((pincode) => json(200, { ...served, pincode }), '/product/p1?pincode=560001');
    expect(await screen.findByText('Delivery by Thu, 11 Dec')).toBeTruthy();
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('560001');
    expect(screen.getByTestId('address').textContent).toBe('/product/p1');
  });

  it('refuses such a pincode when it is not six digits', async () => {
    const fetch = renderCheck(() => json(200, served), '/product/p1?pincode=56001');
    expect(await screen.findByText('Pincode must be a 6-digit number.')).toBeTruthy();
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('56001');
    expect(fetch).not.toHaveBeenCalled();
  });
});
