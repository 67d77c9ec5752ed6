import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../../lib/upload';
import { aCategory, anImage, aProduct, aVariant } from '../../../test/catalogue';
import { ProductFormModal } from './ProductFormModal';

vi.mock('../../../lib/upload', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const kurtas = aCategory({ id: 'cat-kurtas', name: 'Kurtas', parentId: 'cat-women', products: 1 });
const women = aCategory({ id: 'cat-women', name: 'Women', subCategories: [kurtas] });
const variant = (id: string, color: string) =>
  aVariant({ id, color, colorHexCode: '#800000', originalPrice: '1499.00', stock: 5 });
const kurta = aProduct({
  id: 'p-1',
  name: 'Chikankari Kurta',
  categoryId: kurtas.id,
  category: { id: kurtas.id, name: 'Kurtas', slug: 'kurtas' },
  images: [
    anImage({ id: 'img-1', color: 'Red' }),
    anImage({ id: 'img-2' }),
    anImage({ id: 'img-3', color: 'Blue' }),
  ],
  variants: [variant('v-1', 'Red'), variant('v-2', 'Blue')],
  hsnCode: '6205',
});

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
