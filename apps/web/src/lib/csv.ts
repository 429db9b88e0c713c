/** A cell of a CSV file: text, a number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** What a spreadsheet would run as a formula when a cell starts with it (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it: quoted when it holds a comma, a quote, or a line break (quotes doubled).
 * Text that a spreadsheet would read as a formula (= + - @, tab, carriage return) gets a leading apostrophe;
 * numbers stay numbers, negative ones included.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: the header row, then the rows, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Saves `text` as a file named `fileName` through a temporary link (the browser's download). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
