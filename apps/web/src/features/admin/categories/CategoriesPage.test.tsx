import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory } from '../../../test/catalogue';
import { CategoriesPage } from './CategoriesPage';

// Its only products were archived when deleted (orders keep them), so the tree counts none.
const emptyLooking = aCategory({ id: 'c0ffee00-1111-4000-8000-000000000000', name: 'Festive' });
const refusal = "This category's archived products are kept for past orders, so it cannot be deleted.";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deleting a category the server refuses to delete', () => {
  it("alerts the product definition's sentence and also shows the server's reason", async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? json(409, { message: refusal }) : json(200, [emptyLooking]),
    );
    const alert = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('confirm', () => true);
    vi.stubGlobal('alert', alert);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <CategoriesPage />
        <Toaster />
      </QueryClientProvider>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Festive' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Failed to delete category.');
    expect(fetch).toHaveBeenCalledWith(
      `/api/categories/${emptyLooking.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
