import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Category, Product } from '@vastra/contract/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../../lib/upload';
import { ProductFormModal } from './ProductFormModal';

vi.mock('../../../lib/upload', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const kurtas: Category = {
  id: 'cat-kurtas',
  name: 'Kurtas',
  slug: 'kurtas',
  description: null,
  parentId: 'cat-women',
  uploads: [],
  subCategories: [],
  _count: { subCategories: 0, products: 1 },
};
const women: Category = {
  ...kurtas,
  id: 'cat-women',
  name: 'Women',
  slug: 'women',
  parentId: null,
  subCategories: [kurtas],
  _count: { subCategories: 1, products: 0 },
};
const photo = (id: string, color: string | null) => ({
  id,
  url: `/uploads/${id}.png`,
  width: 1200,
  height: 1600,
  srcset: [],
  color,
});
const variant = (id: string, color: string) => ({
  id,
  color,
  colorHexCode: '#800000',
  size: 'M',
  originalPrice: '1499.00',
  discountPrice: null,
  stock: 5,
});
const kurta: Product = {
  id: 'p-1',
  name: 'Chikankari Kurta',
  description: null,
  categoryId: kurtas.id,
  category: { id: kurtas.id, name: 'Kurtas', slug: 'kurtas' },
  images: [photo('img-1', 'Red'), photo('img-2', null), photo('img-3', 'Blue')],
  variants: [variant('v-1', 'Red'), variant('v-2', 'Blue')],
  price: '1499.00',
  totalStock: 10,
  rating: { average: 0, count: 0 },
  hsnCode: '6205',
  gstRate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <ProductFormModal categories={[women]} editing={kurta} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return container.ownerDocument;
}
const colourSelect = (photoLabel: string) =>
  screen.getByLabelText(`Colour of ${photoLabel}`) as HTMLSelectElement;
const optionsOf = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.text);

afterEach(() => {
  cleanup();
  upload.mockReset();
});

describe("the product form's photo colours", () => {
  it("loads each photo's colour and offers All colours plus the variants' colours", () => {
    renderForm();
    expect(screen.getByText('Edit Product')).toBeTruthy();
    expect(colourSelect('image 1').value).toBe('Red');
    expect(colourSelect('image 2').value).toBe('');
    expect(optionsOf(colourSelect('image 3'))).toEqual(['All colours', 'Red', 'Blue']);
  });

  it('falls back to All colours when a colour leaves the variants, and saves imageColors for every photo', async () => {
    upload.mockResolvedValue({ message: 'Product updated successfully!', product: kurta });
    const document = renderForm();
    const [redColour] = screen.getAllByRole('textbox', { name: /^Colour/ });
    fireEvent.change(redColour as HTMLInputElement, { target: { value: 'Crimson' } });
    expect(colourSelect('image 1').value).toBe('');
    expect(optionsOf(colourSelect('image 1'))).toEqual(['All colours', 'Crimson', 'Blue']);

    fireEvent.change(colourSelect('image 2'), { target: { value: 'Crimson' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'back.png', { type: 'image/png' });
    Object.defineProperty(picker, 'files', { value: [file], configurable: true });
    fireEvent.change(picker);
    fireEvent.change(colourSelect('back.png'), { target: { value: 'Blue' } });

    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [method, path, form] = upload.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['PUT', '/products/p-1']);
    expect(JSON.parse(String(form?.get('imageColors')))).toEqual({
      'img-1': null,
      'img-2': 'Crimson',
      0: 'Blue',
    });
    expect(JSON.parse(String(form?.get('deletedImageIds')))).toEqual(['img-3']);
  });
});
