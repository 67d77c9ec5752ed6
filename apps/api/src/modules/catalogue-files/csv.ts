/**
 * RFC 4180 CSV, read and written here: cells separated by commas, records by CRLF or LF, a cell in
 * double quotes may hold commas, line breaks and doubled quotes. Spreadsheet programs write this.
 */

/** The records of a CSV text (a leading byte order mark ignored); a blank line is no record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(cell);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text[i + 1] === '\n') i++;
      endRecord();
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

/** A CSV text with a byte order mark (so spreadsheet programs read UTF-8) and CRLF line ends. */
export function writeCsv(records: string[][]): string {
  return `\uFEFF${records.map(csvRecord).join('\r\n')}\r\n`;
}

/** Every cell quoted (quotes doubled), and defused: no cell is run as a formula. */
function csvRecord(cells: string[]): string {
  return cells.map((cell) => `"${defuseFormula(cell).replaceAll('"', '""')}"`).join(',');
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return)
 * is prefixed with ', which shows it as the text it is.
 */
export function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** A cell as it was before defuseFormula, so an exported file imports back as it was. */
export function restoreFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
