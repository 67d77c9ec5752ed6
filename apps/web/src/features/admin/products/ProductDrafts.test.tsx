import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Product } from '@vastra/contract/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../../lib/upload';
import { aCategory, aProduct, aVariant } from '../../../test/catalogue';
import { ProductFormModal } from './ProductFormModal';
import { ProductsPage } from './ProductsPage';

vi.mock('../../../lib/upload', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const kurtas = aCategory({ id: 'cat-kurtas', name: 'Kurtas', parentId: 'cat-women', products: 1 });
const women = aCategory({ id: 'cat-women', name: 'Women', subCategories: [kurtas] });
const kurta = (status: Product['status']) =>
  aProduct({
    id: 'p-1',
    name: 'Chikankari Kurta',
    categoryId: kurtas.id,
    category: { id: kurtas.id, name: 'Kurtas', slug: 'kurtas' },
    variants: [aVariant({ id: 'v-1', color: 'Red', originalPrice: '1499.00', stock: 5 })],
    status,
  });

const withQueries = (children: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
/** The form, sent as a browser sends it once its fields pass (happy-dom's checks refuse number steps). */
function productForm() {
  const form = document.querySelector('form') as HTMLFormElement;
  form.requestSubmit = () => fireEvent.submit(form);
  return form;
}
const sentStatus = () => (upload.mock.calls[0]?.[2] as FormData | undefined)?.get('status');

afterEach(() => {
  cleanup();
  upload.mockReset();
  vi.unstubAllGlobals();
});

describe('product drafts in the back office', () => {
  it('saves a product on sale as a draft with "Save as draft"', async () => {
    upload.mockResolvedValue({ message: 'Product updated successfully!', product: kurta('DRAFT') });
    render(
      withQueries(<ProductFormModal categories={[women]} editing={kurta('ACTIVE')} onClose={() => {}} />),
    );
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeTruthy();
    productForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(sentStatus()).toBe('DRAFT');
  });

  it('keeps the first screens’ save as it was: no status sent', async () => {
    upload.mockResolvedValue({ message: 'Product updated successfully!', product: kurta('ACTIVE') });
    render(
      withQueries(<ProductFormModal categories={[women]} editing={kurta('ACTIVE')} onClose={() => {}} />),
    );
    fireEvent.submit(productForm());
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(sentStatus()).toBeNull();
  });

  it('offers a draft "Publish", which puts it on sale', async () => {
    upload.mockResolvedValue({ message: 'Product updated successfully!', product: kurta('ACTIVE') });
    render(
      withQueries(<ProductFormModal categories={[women]} editing={kurta('DRAFT')} onClose={() => {}} />),
    );
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    fireEvent.submit(productForm());
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(sentStatus()).toBe('ACTIVE');
  });

  it('marks drafts in the list and shows only drafts when asked', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/categories')) return json([]);
      const drafts = new URL(url, 'http://shop').searchParams.get('status') === 'DRAFT';
      const data = drafts ? [kurta('DRAFT')] : [kurta('DRAFT'), aProduct({ id: 'p-2', name: 'Linen Shirt' })];
      return json({ data, pagination: { page: 1, limit: 100, total: data.length, totalPages: 1 } });
    });
    vi.stubGlobal('fetch', fetch);
    render(withQueries(<ProductsPage />));
    expect(await screen.findByText('Linen Shirt')).toBeTruthy();
    expect(screen.getAllByText('Draft')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'DRAFT' } });
    await waitFor(() => {
      expect(screen.getByText('Chikankari Kurta')).toBeTruthy();
      expect(screen.queryByText('Linen Shirt')).toBeNull();
    });
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/admin/products?page=1&limit=100&status=DRAFT',
    );
  });
});
