import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LOGIN_FIELDS_REQUIRED } from '@vastra/contract/messages';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';

function openLogin() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    identifier: screen.getByLabelText('Email or username') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    login: screen.getByRole('button', { name: 'LOGIN' }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login form', () => {
  it('signs in with what its inputs hold at LOGIN, even text React saw no event for', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const { identifier, password, login } = openLogin();
    // As autofill can leave it: in the input, with no event React saw.
    identifier.value = '  anu@example.in ';
    password.value = 'second-pass';
    fireEvent.click(login);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ identifier: 'anu@example.in', password: 'second-pass' }),
      }),
    );
  });

  it('asks for both fields when one is empty, and calls no API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { identifier, login } = openLogin();
    identifier.value = 'anu';
    fireEvent.click(login);
    expect(screen.getByRole('alert').textContent).toBe(LOGIN_FIELDS_REQUIRED);
    expect(fetch).not.toHaveBeenCalled();
  });
});
