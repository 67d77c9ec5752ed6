import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SizeGuide } from '@vastra/contract/size-guide';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aCategory } from '../../../test/catalogue';
import { SizeGuideField } from './SizeGuideField';
import { ownGuideDraft, type SizeGuideDraft, sizeGuideDraftProblem, toSizeGuide } from './size-guide-draft';

afterEach(cleanup);

const chest: SizeGuide = {
  unit: 'in',
  columns: ['Chest'],
  rows: [{ size: 'M', values: ['40'] }],
  note: null,
};
const shirts = aCategory({
  id: 'id-Shirts',
  name: 'Shirts',
  parentId: 'id-Topwear',
  sizeGuide: chest,
  sizeGuideCategoryId: 'id-Topwear',
});
const topwear = aCategory({
  id: 'id-Topwear',
  name: 'Topwear',
  sizeGuide: chest,
  sizeGuideCategoryId: 'id-Topwear',
  subCategories: [shirts],
});

/** The field as the category form holds it; the last draft is read from `latest`. */
function Harness({
  start,
  latest,
}: {
  start: SizeGuideDraft | null;
  latest: { draft?: SizeGuideDraft | null };
}) {
  const [draft, setDraft] = useState(start);
  latest.draft = draft;
  return (
    <SizeGuideField
      tree={[topwear]}
      parentId="id-Topwear"
      value={draft}
      onChange={setDraft}
      disabled={false}
    />
  );
}

describe('the size guide in the category form', () => {
  it('says which ancestor’s guide a subcategory uses, and edits its own from a copy of it', () => {
    expect(ownGuideDraft(shirts)).toBeNull();
    expect(ownGuideDraft(topwear)).toEqual({ ...chest, note: '' });
    const latest: { draft?: SizeGuideDraft | null } = {};
    render(<Harness start={ownGuideDraft(shirts)} latest={latest} />);
    expect(screen.getByText('Uses the size guide of Topwear.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Write its own size guide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add measurement' }));
    fireEvent.change(screen.getByLabelText('Measurement 2'), { target: { value: ' Length ' } });
    fireEvent.change(screen.getByLabelText('Length of size M'), { target: { value: '28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add size' }));
    fireEvent.change(screen.getAllByLabelText('Size')[1] as HTMLElement, { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText('Chest of size L'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Measured flat. ' } });

    expect(sizeGuideDraftProblem(latest.draft as SizeGuideDraft)).toBe(
      'Size L needs one value for each of the 2 measurements, each at most 20 characters.',
    );
    fireEvent.change(screen.getByLabelText('Length of size L'), { target: { value: '29' } });
    expect(sizeGuideDraftProblem(latest.draft as SizeGuideDraft)).toBeNull();
    expect(toSizeGuide(latest.draft as SizeGuideDraft)).toEqual({
      unit: 'in',
      columns: ['Chest', 'Length'],
      rows: [
        { size: 'M', values: ['40', '28'] },
        { size: 'L', values: ['42', '29'] },
      ],
      note: 'Measured flat.',
    });
  });

  it('removes a measurement from every size, and the whole guide to use the inherited one again', () => {
    const latest: { draft?: SizeGuideDraft | null } = {};
    const start: SizeGuideDraft = {
      unit: 'cm',
      columns: ['Chest', 'Waist'],
      rows: [{ size: 'S', values: ['90', '76'] }],
      note: '',
    };
    render(<Harness start={start} latest={latest} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove measurement Chest' }));
    expect(latest.draft).toMatchObject({ columns: ['Waist'], rows: [{ size: 'S', values: ['76'] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove it, and use the guide of Topwear' }));
    expect(latest.draft).toBeNull();
    expect(screen.getByText('Uses the size guide of Topwear.')).toBeTruthy();
  });
});
