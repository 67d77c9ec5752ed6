import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anImage } from '../../../test/catalogue';
import { ProductGallery } from './ProductGallery';

afterEach(cleanup);

const photos = [anImage({ id: 'front' }), anImage({ id: 'back' }), anImage({ id: 'close-up' })];

describe('the product gallery', () => {
  it('draws the first photo at once and the others lazily, with thumbnails to pick one', () => {
    render(<ProductGallery images={photos} name="Silk Kurta" />);
    const opening = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
    expect(within(opening).getByRole('img').getAttribute('loading')).toBe('eager');
    const later = screen.getByRole('button', { name: 'Open photo 3 of 3 full screen' });
    expect(within(later).getByRole('img').getAttribute('loading')).toBe('lazy');

    const thumbnails = within(screen.getByRole('list', { name: 'Product photos' }));
    const first = thumbnails.getByRole('button', { name: 'Silk Kurta, photo 1 of 3' });
    const third = thumbnails.getByRole('button', { name: 'Silk Kurta, photo 3 of 3' });
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(first.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('opens the photo tapped full screen, steps through them, and closes on the photo left on', async () => {
    render(<ProductGallery images={photos} name="Silk Kurta" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Silk Kurta' });
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom in on photo 3 of 3' }));
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toBeTruthy();

    fireEvent.click(within(viewer).getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const thumbnails = within(screen.getByRole('list', { name: 'Product photos' }));
    expect(
      thumbnails.getByRole('button', { name: 'Silk Kurta, photo 3 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('shows one photo without count, dots or thumbnails', () => {
    render(<ProductGallery images={[photos[0] as (typeof photos)[0]]} name="Silk Kurta" />);
    expect(screen.getByRole('button', { name: 'Open photo 1 of 1 full screen' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });
});
