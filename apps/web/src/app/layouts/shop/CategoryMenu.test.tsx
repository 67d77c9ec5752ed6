import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { aCategory } from '../../../test/catalogue';
import { CategoryMenu } from './CategoryMenu';

afterEach(cleanup);

const ethnic = aCategory({
  name: 'Ethnic Wear',
  parentId: 'id-Women',
  subCategories: [aCategory({ name: 'Sarees', parentId: 'id-Ethnic Wear' })],
});
const women = aCategory({
  name: 'Women',
  subCategories: [ethnic, aCategory({ name: 'Dresses', parentId: 'id-Women' })],
});
const kids = aCategory({ name: 'Kids' });

function renderMenu() {
  render(
    <MemoryRouter>
      <CategoryMenu categories={[women, kids]} />
    </MemoryRouter>,
  );
  return {
    category: screen.getByRole('link', { name: 'Women' }),
    toggle: screen.getByRole('button', { name: 'Women categories' }),
  };
}
const nextFrame = () => act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
const menuLinks = () => screen.queryAllByRole('link').filter((link) => link.closest('[id]:not([hidden])'));

describe('the desktop category menu', () => {
  it('opens a category’s subcategories on hover, and only for a category that has some', () => {
    const { category, toggle } = renderMenu();
    expect(menuLinks()).toEqual([]);
    fireEvent.mouseEnter(category.parentElement as HTMLElement);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menuLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ethnic Wear', '/products/ethnic wear'],
      ['Sarees', '/products/sarees'],
      ['Dresses', '/products/dresses'],
      ['Shop all Women', '/products/women'],
    ]);
    expect(screen.queryByRole('button', { name: 'Kids categories' })).toBeNull();
  });

  it('opens with ArrowDown onto its first link, and Esc closes it and returns to the category', async () => {
    const { category, toggle } = renderMenu();
    category.focus();
    fireEvent.keyDown(category, { key: 'ArrowDown' });
    await nextFrame();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Ethnic Wear');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(category);
    expect(menuLinks()).toEqual([]);
  });

  it('opens with Enter on the arrow button, as a click', async () => {
    const { toggle } = renderMenu();
    fireEvent.click(toggle);
    await nextFrame();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Ethnic Wear');
  });
});
