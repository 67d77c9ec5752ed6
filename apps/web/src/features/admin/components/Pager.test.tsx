import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

const pages = (page: number, totalPages: number) => ({ page, limit: 20, total: totalPages * 20, totalPages });

describe('the admin lists’ pager', () => {
  afterEach(cleanup);

  it('is not there for a list of one page', () => {
    render(<Pager label="Order pages" pagination={pages(1, 1)} onPage={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('says where the list is and moves one page either way, never past its ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager label="Order pages" pagination={pages(1, 3)} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Order pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pager label="Order pages" pagination={pages(3, 3)} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
