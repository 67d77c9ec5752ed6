import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing in with a mobile', () => {
  it('sends a code, then asks a new number for a name and sends it with the same code', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() =>
        json(200, { message: 'We have sent a 6-digit code to this mobile number.' }),
      )
      .mockImplementationOnce(() =>
        json(400, {
          message: 'Please tell us your name to create your account.',
          errors: { firstName: 'First name is required.', lastName: 'Last name is required.' },
        }),
      )
      .mockImplementationOnce(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with mobile' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));
    const code = await screen.findByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    const first = await screen.findByLabelText('First name');
    fireEvent.change(first, { target: { value: 'Lakshmi' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nair' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/auth/otp/verify',
      expect.objectContaining({
        body: JSON.stringify({
          mobile: '98765 43210',
          otp: '123456',
          firstName: 'Lakshmi',
          lastName: 'Nair',
          email: '',
        }),
      }),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/otp/request');
  });
});
