import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Cart } from '@vastra/contract/cart';
import type { Offer } from '@vastra/contract/coupons';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRequiredDialog } from '../../components/LoginRequiredDialog';
import { useAuthStore } from '../../lib/auth-store';
import { useLoginRequired } from '../../lib/login-required';
import { aCartItem, aUser } from '../../test/shoppers';
import { CartPage } from './CartPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null, status: 'ready' });
  useLoginRequired.getState().close();
});

const welcome: Offer = {
  code: 'WELCOME10',
  type: 'PERCENT',
  value: '10.00',
  minOrderValue: null,
  maxDiscount: '500.00',
  endsAt: '2026-12-31T18:30:00.000Z',
  firstOrderOnly: true,
  description: '10% off your first order, up to Rs. 500.00',
};
const flat: Offer = {
  code: 'FLAT200',
  type: 'FLAT',
  value: '200.00',
  minOrderValue: '1999.00',
  maxDiscount: null,
  endsAt: null,
  firstOrderOnly: false,
  description: 'Rs. 200.00 off orders of Rs. 1,999.00 or more',
};

/** One kurta of Rs. 999.00, no code. */
function aCart(items = [aCartItem()]): Cart {
  const subtotal = items.length ? '999.00' : '0.00';
  return {
    id: 'cart-1',
    items,
    count: items.length,
    subtotal,
    coupon: null,
    couponNotApplied: null,
    discount: '0.00',
    total: subtotal,
  };
}

/**
 * The cart page over a shop answering as the API does: its offers, the shopper's cart, and offer
 * codes applied by the rules of WELCOME10 (Rs. 99.90 off) and FLAT200 (a minimum of Rs. 1,999.00).
 */
function renderCart(offers: Offer[], cart: Cart | null) {
  let current = cart;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/offers') return json(200, { offers });
    if (url === '/api/cart/coupon' && init.method === 'POST' && current) {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      if (code === 'FLAT200') {
        const message =
          'The code FLAT200 needs a minimum order value of Rs. 1,999.00. Add Rs. 1,000.00 more to use it.';
        return json(400, { message, errors: { code: message } });
      }
      current = { ...current, coupon: { code, discount: '99.90' }, discount: '99.90', total: '899.10' };
      return json(200, current);
    }
    if (url === '/api/cart' && current) return json(200, current);
    return json(401, { message: 'Please log in.' });
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient();
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <QueryClientProvider client={queryClient}>
        <CartPage />
        <LoginRequiredDialog />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { fetch, queryClient };
}

const signIn = () => useAuthStore.setState({ user: aUser(), token: 'token', status: 'ready' });
const offersList = async () =>
  within(await screen.findByRole('region', { name: 'Offers for you' })).getByRole('list');
const offerNamed = async (code: string) =>
  (await within(await offersList()).findByText(code)).closest('li') as HTMLElement;

describe('the offers for you in the cart', () => {
  it('lists each offer with its code, what it gives and its last day, under the code field', async () => {
    signIn();
    renderCart([welcome, flat], aCart());
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    const list = await within(summary).findByRole('region', { name: 'Offers for you' });
    expect(within(summary).getByLabelText('Offer code')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'WELCOME10' + '10% off your first order, up to Rs. 500.00' + 'Until 31 December 2026' + 'Apply',
      'FLAT200' + 'Rs. 200.00 off orders of Rs. 1,999.00 or more' + 'Apply',
    ]);
  });

  it('applies an offer as the code field does: the code shows what it saves, and the offer says Applied', async () => {
    signIn();
    const { fetch } = renderCart([welcome, flat], aCart());
    fireEvent.click(within(await offerNamed('WELCOME10')).getByRole('button', { name: 'Apply WELCOME10' }));
    const code = await screen.findByTestId('applied-coupon');
    expect(code.closest('p')?.textContent).toBe('WELCOME10You save Rs. 99.90');
    const applied = await offerNamed('WELCOME10');
    expect(within(applied).getByText('Applied')).toBeTruthy();
    expect(within(applied).queryByRole('button')).toBeNull();
    expect(within(await offerNamed('FLAT200')).getByRole('button', { name: 'Apply FLAT200' })).toBeTruthy();
    const posted = fetch.mock.calls.filter(
      ([url, init]) => url === '/api/cart/coupon' && init.method === 'POST',
    );
    expect(posted.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ code: 'WELCOME10' }]);
  });

  it('shows the server’s sentence under an offer that does not apply yet, and leaves the cart as it was', async () => {
    signIn();
    renderCart([welcome, flat], aCart());
    const offer = await offerNamed('FLAT200');
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply FLAT200' }));
    expect((await within(offer).findByRole('alert')).textContent).toBe(
      'The code FLAT200 needs a minimum order value of Rs. 1,999.00. Add Rs. 1,000.00 more to use it.',
    );
    expect(within(await offerNamed('WELCOME10')).queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('applied-coupon')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('Rs. 999.00');
  });

  it('shows a guest the offers under the empty cart, and asks them to log in to apply one', async () => {
    const { fetch } = renderCart([welcome], null);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    const offer = await offerNamed('WELCOME10');
    expect(screen.getByRole('heading', { level: 2, name: 'Offers for you' })).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply WELCOME10' }));
    expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/offers']);
  });

  it('has no offers section at all while the shop shows no code in the cart', async () => {
    signIn();
    const { queryClient } = renderCart([], aCart());
    expect(await screen.findByRole('complementary', { name: 'Order Summary' })).toBeTruthy();
    await vi.waitFor(() => expect(queryClient.getQueryState(['offers'])?.status).toBe('success'));
    expect(screen.queryByText('Offers for you')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Apply / })).toBeNull();
  });
});
