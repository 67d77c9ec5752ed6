import { z } from 'zod';

/**
 * A category's size guide (docs/api.md §17.4): a table of body measurements per size, in one unit,
 * with an optional note. Subcategories without their own show the nearest ancestor's.
 */
export const sizeGuideUnit = z.enum(['cm', 'in']);
export const sizeGuide = z.object({
  unit: sizeGuideUnit,
  /** The measurements, e.g. Chest, Waist, Length. */
  columns: z.array(z.string()),
  /** One per size, with a value for each column in the columns' order. */
  rows: z.array(z.object({ size: z.string(), values: z.array(z.string()) })),
  note: z.string().nullable(),
});
export type SizeGuide = z.infer<typeof sizeGuide>;

export const SIZE_GUIDE_LIMITS = { columns: 8, rows: 30, cell: 20, column: 30, note: 300 } as const;
const {
  columns: maxColumns,
  rows: maxRows,
  cell: maxCell,
  column: maxColumn,
  note: maxNote,
} = SIZE_GUIDE_LIMITS;

export const SIZE_GUIDE_INVALID =
  'The size guide must be a JSON object with unit, columns, rows and note, or null to remove it.';
export const SIZE_GUIDE_UNIT = 'The size guide’s unit must be cm or in.';
export const SIZE_GUIDE_COLUMNS = `A size guide needs 1 to ${maxColumns} measurements.`;
export const SIZE_GUIDE_COLUMN_NAME = `Each measurement needs a name of at most ${maxColumn} characters.`;
export const SIZE_GUIDE_COLUMN_TWICE = 'Each measurement can be named only once.';
export const SIZE_GUIDE_ROWS = `A size guide needs 1 to ${maxRows} sizes.`;
export const SIZE_GUIDE_SIZE_NAME = `Each size needs a name of at most ${maxCell} characters.`;
export const SIZE_GUIDE_SIZE_TWICE = 'Each size can be listed only once.';
export const SIZE_GUIDE_NOTE = `The size guide’s note can be at most ${maxNote} characters.`;
/** A row whose values do not fill the measurements, named by its size. */
export const sizeGuideRowValues = (size: string, columns: number) =>
  `Size ${size} needs ${columns === 1 ? 'a value' : `one value for each of the ${columns} measurements`}, each at most ${maxCell} characters.`;

const text = z.string().transform((value) => value.trim());

/** The guide as a form sends it: texts trimmed and checked, an empty note meaning none. */
const sizeGuideInput = z
  .object(
    {
      unit: sizeGuideUnit,
      columns: z.array(text),
      rows: z.array(z.object({ size: text, values: z.array(text) })),
      note: text.nullable().optional(),
    },
    { error: SIZE_GUIDE_INVALID },
  )
  .transform((guide): SizeGuide => ({ ...guide, note: guide.note || null }));

/** The first rule a well-formed guide breaks, or null when it keeps them all. */
export function sizeGuideProblem(guide: SizeGuide): string | null {
  const { columns, rows, note } = guide;
  if (columns.length < 1 || columns.length > maxColumns) return SIZE_GUIDE_COLUMNS;
  if (columns.some((name) => name.length < 1 || name.length > maxColumn)) return SIZE_GUIDE_COLUMN_NAME;
  if (new Set(columns.map((name) => name.toLowerCase())).size < columns.length)
    return SIZE_GUIDE_COLUMN_TWICE;
  if (rows.length < 1 || rows.length > maxRows) return SIZE_GUIDE_ROWS;
  if (rows.some((row) => row.size.length < 1 || row.size.length > maxCell)) return SIZE_GUIDE_SIZE_NAME;
  if (new Set(rows.map((row) => row.size.toLowerCase())).size < rows.length) return SIZE_GUIDE_SIZE_TWICE;
  const short = rows.find(
    (row) =>
      row.values.length !== columns.length ||
      row.values.some((value) => value.length < 1 || value.length > maxCell),
  );
  if (short) return sizeGuideRowValues(short.size, columns.length);
  if (note && note.length > maxNote) return SIZE_GUIDE_NOTE;
  return null;
}

/**
 * The category form's `sizeGuide` field: JSON text of a guide, or `null` to remove the category's own
 * guide. Any problem is one sentence under `sizeGuide`, saying what to change.
 */
export const sizeGuideField = z.string().transform((json, ctx): SizeGuide | null => {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    ctx.addIssue({ code: 'custom', message: SIZE_GUIDE_INVALID });
    return z.NEVER;
  }
  if (value === null) return null;
  const parsed = sizeGuideInput.safeParse(value);
  if (!parsed.success) {
    const badUnit = parsed.error.issues.some((issue) => issue.path[0] === 'unit');
    ctx.addIssue({ code: 'custom', message: badUnit ? SIZE_GUIDE_UNIT : SIZE_GUIDE_INVALID });
    return z.NEVER;
  }
  const problem = sizeGuideProblem(parsed.data);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return parsed.data;
});
