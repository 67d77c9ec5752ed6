import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { App } from './App';
import { AppRoutes } from './router';

let navigate: NavigateFunction | undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

function openAt(path: string) {
  render(
    <App queryClient={createQueryClient().queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <NavigateHandle />
      </MemoryRouter>
    </App>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in pages', () => {
  it('draw /login in the render that follows a reset’s navigation, with no spinner or download between', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('null', { status: 200 })),
    );
    openAt('/forgot-password');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    // The downloads the shell started as it came up.
    await vi.dynamicImportSettled();

    act(() => void navigate?.('/login'));
    expect(screen.getByLabelText('Email or username')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
