import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { Upload } from '@vastra/contract/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryMediaField } from './CategoryMediaField';
import { useSlideTexts } from './slide-text';

const upload = (id: string, headline: string | null, offer: string | null): Upload => ({
  id,
  filename: `${id}.webp`,
  fileType: 'IMAGE',
  url: `/uploads/${id}.webp`,
  headline,
  offer,
});
const saved = [upload('u1', 'Festive Edit', 'Up to 40% off'), upload('u2', null, null)];
const newFile = { file: new File(['x'], 'diwali.png', { type: 'image/png' }), previewUrl: 'blob:diwali' };

afterEach(cleanup);

describe('slide text in the category form', () => {
  it('starts from the saved text and sends kept uploads by id and new files by index, trimmed', () => {
    const { result } = renderHook(() => useSlideTexts(saved));
    expect(result.current.textOf('u1')).toEqual({ headline: 'Festive Edit', offer: 'Up to 40% off' });
    act(() => result.current.setText('u2', { headline: '  Diwali Lights ', offer: ' ' }));
    act(() => result.current.setText('blob:diwali', { headline: 'New In', offer: '' }));
    expect(result.current.mediaText(['u2'], [newFile])).toEqual({
      u2: { headline: 'Diwali Lights', offer: null },
      '0': { headline: 'New In', offer: null },
    });
  });

  it('shows a labelled Headline and Offer under every slide of a top-level category, none for a subcategory', () => {
    const props = {
      existing: saved,
      removedIds: new Set<string>(),
      onToggleExisting: () => {},
      picked: [newFile],
      onPick: () => {},
      onRemovePicked: () => {},
      disabled: false,
      textOf: (key: string) =>
        key === 'u1' ? { headline: 'Festive Edit', offer: 'Up to 40% off' } : { headline: '', offer: '' },
    };
    const typed: [string, string][] = [];
    const { rerender } = render(
      <CategoryMediaField
        {...props}
        topLevel
        onTextChange={(key, text) => typed.push([key, text.headline])}
      />,
    );
    expect(screen.getByLabelText('Headline for media 1')).toHaveProperty('value', 'Festive Edit');
    expect(screen.getByLabelText('Offer for media 1')).toHaveProperty('value', 'Up to 40% off');
    fireEvent.change(screen.getByLabelText('Headline for diwali.png'), { target: { value: 'New In' } });
    expect(typed).toEqual([['blob:diwali', 'New In']]);
    rerender(<CategoryMediaField {...props} topLevel={false} onTextChange={() => {}} />);
    expect(screen.queryByLabelText(/Headline/)).toBeNull();
  });
});
