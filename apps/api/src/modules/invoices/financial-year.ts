// India keeps one time zone, 5 h 30 min ahead of UTC, with no summer time.
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The Indian financial year (April to March) a moment falls in, by the date in India: "2026-27". */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An invoice number: the series of the financial year and the number in it, e.g. INV/2026-27/000001. */
export function invoiceNumber(financialYear: string, sequence: number): string {
  return `INV/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** A credit note's number, in a series of its own written the same way: CN/2026-27/000001. */
export function creditNoteNumber(financialYear: string, sequence: number): string {
  return `CN/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

const indianDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The date in India, as an invoice prints it: "24 Nov 2026". */
export const indianDate = (moment: Date): string => indianDateFormat.format(moment);
