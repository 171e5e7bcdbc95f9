import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (= + - @, a tab or a return first) is written with a quote in front:
 * what strangers type ends up in a CRM that opens the file.
 */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * A CSV file for a spreadsheet or a CRM: a header row, Windows line ends, formula-safe cells, and a byte-order mark
 * so that spreadsheet programs read it as UTF-8 (Chinese names stay readable).
 */
export function csvFile(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify(
    rows.map((r) => r.map(safeCell)),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  )}`;
}
