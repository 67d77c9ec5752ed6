/**
 * A CSV file for spreadsheet programs: a byte order mark, so they read names as UTF-8, then the
 * header and the rows, each line ended by CRLF.
 */
export function csvDocument(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map(csvRow).join('\r\n')}\r\n`;
}

/** One CSV row: every cell quoted (quotes doubled), so commas and line breaks stay inside their cell. */
function csvRow(cells: string[]): string {
  return cells.map((cell) => `"${defuseFormula(cell).replaceAll('"', '""')}"`).join(',');
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * before one) is prefixed with ', which shows it as the text it is.
 */
function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
