import type { Category } from '@vastra/contract/catalogue';
import { SIZE_GUIDE_LIMITS, type SizeGuide, sizeGuideProblem } from '@vastra/contract/size-guide';

/** A guide as the form edits it: the note as typed, '' for none. */
export interface SizeGuideDraft {
  unit: SizeGuide['unit'];
  columns: string[];
  rows: { size: string; values: string[] }[];
  note: string;
}

/** The category's own guide to edit, or null when it has none of its own (it may inherit one). */
export function ownGuideDraft(category: Category | null): SizeGuideDraft | null {
  if (!category?.sizeGuide || category.sizeGuideCategoryId !== category.id) return null;
  return fromGuide(category.sizeGuide);
}

/** A draft starting from a guide: the inherited one, to adapt, or a blank table. */
export function fromGuide(guide: SizeGuide | null): SizeGuideDraft {
  if (!guide) return { unit: 'in', columns: ['Chest'], rows: [{ size: '', values: [''] }], note: '' };
  return {
    unit: guide.unit,
    columns: [...guide.columns],
    rows: guide.rows.map((row) => ({ size: row.size, values: [...row.values] })),
    note: guide.note ?? '',
  };
}

export const canAddColumn = (draft: SizeGuideDraft) => draft.columns.length < SIZE_GUIDE_LIMITS.columns;
export const canAddRow = (draft: SizeGuideDraft) => draft.rows.length < SIZE_GUIDE_LIMITS.rows;

/** A new measurement at the end, with an empty value in every size. */
export function addColumn(draft: SizeGuideDraft): SizeGuideDraft {
  return {
    ...draft,
    columns: [...draft.columns, ''],
    rows: draft.rows.map((row) => ({ ...row, values: [...row.values, ''] })),
  };
}

/** Drops a measurement and its value in every size. */
export function removeColumn(draft: SizeGuideDraft, index: number): SizeGuideDraft {
  return {
    ...draft,
    columns: draft.columns.filter((_, i) => i !== index),
    rows: draft.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== index) })),
  };
}

export function addRow(draft: SizeGuideDraft): SizeGuideDraft {
  return { ...draft, rows: [...draft.rows, { size: '', values: draft.columns.map(() => '') }] };
}

export function removeRow(draft: SizeGuideDraft, index: number): SizeGuideDraft {
  return { ...draft, rows: draft.rows.filter((_, i) => i !== index) };
}

/** The guide as the server takes it: every text trimmed, an empty note meaning none. */
export function toSizeGuide(draft: SizeGuideDraft): SizeGuide {
  return {
    unit: draft.unit,
    columns: draft.columns.map((column) => column.trim()),
    rows: draft.rows.map((row) => ({
      size: row.size.trim(),
      values: row.values.map((value) => value.trim()),
    })),
    note: draft.note.trim() || null,
  };
}

/** The server's sentence for the first rule the draft breaks, or null. */
export const sizeGuideDraftProblem = (draft: SizeGuideDraft) => sizeGuideProblem(toSizeGuide(draft));
