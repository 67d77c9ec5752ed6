import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SizeGuide } from '@vastra/contract/size-guide';
import { afterEach, describe, expect, it } from 'vitest';
import { SizeGuideButton } from './SizeGuide';

afterEach(cleanup);

const guide: SizeGuide = {
  unit: 'in',
  columns: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: ['38', '27'] },
    { size: 'M', values: ['40', '28'] },
  ],
  note: 'Measured flat.',
};

describe('the size guide', () => {
  it('opens as a dialog with the table of measurements, the chosen size marked', async () => {
    render(<SizeGuideButton guide={guide} chosenSize="M" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));

    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    const table = within(dialog).getByRole('table', { name: 'Body measurements in inches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Chest', 'Length']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S', 'M']);
    const marked = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked.map((row) => row.textContent)).toEqual(['M4028']);
    expect(within(dialog).getByText('Measured flat.')).toBeTruthy();
  });

  it('closes from its close button, giving focus back to the button that opened it', async () => {
    render(<SizeGuideButton guide={{ ...guide, unit: 'cm', note: null }} />);
    const opener = screen.getByRole('button', { name: 'Size guide' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    expect(within(dialog).getByRole('table', { name: 'Body measurements in centimetres' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close size guide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
