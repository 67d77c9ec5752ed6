import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { aUser } from '../../test/shoppers';
import { NotifyMe } from './NotifyMe';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null });
});

/** The sign-in page as the router reaches it, showing where it will send the shopper back to. */
function LoginPage() {
  const from = (useLocation().state as { from: { pathname: string; search: string } }).from;
  return <output data-testid="back-to">{`${from.pathname}${from.search}`}</output>;
}

/** The shop's alerts of product p1, kept as the API keeps them. */
function renderNotifyMe(path = '/product/p1') {
  const waiting = new Set<string>();
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const variantId = new URL(url, 'http://shop').searchParams.get('variantId');
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { variantId: string };
      waiting.add(body.variantId);
      return json(201, { message: "We'll tell you when it's back", variantId: body.variantId });
    }
    if (init.method === 'DELETE' && variantId) {
      waiting.delete(variantId);
      return json(200, { message: "We won't tell you about this one." });
    }
    return json(200, { variantIds: [...waiting] });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/product/:id" element={<NotifyMe productId="p1" variantId="v-m" />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return fetch;
}

describe('Notify me on a sold-out size', () => {
  it('sends a guest to sign in, to come back to this size', () => {
    const fetch = renderNotifyMe();
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByTestId('back-to').textContent).toBe('/product/p1?notify=v-m');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a shopper they will be told, and undoes it', async () => {
    useAuthStore.setState({ user: aUser(), token: 'token' });
    renderNotifyMe();
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe("We'll tell you when it's back");
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks at once for a shopper back from sign-in with this size asked for', async () => {
    useAuthStore.setState({ user: aUser(), token: 'token' });
    const fetch = renderNotifyMe('/product/p1?notify=v-m');
    expect((await screen.findByRole('status')).textContent).toBe("We'll tell you when it's back");
    expect(fetch.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(1);
  });
});
