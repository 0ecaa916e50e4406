/**
 * One CSV cell, safe to open in a spreadsheet. A record's `scenario` of
 * `=HYPERLINK("http://127.0.0.1:9/x","Open")` is plain text and verifies (the replay cannot check
 * a label), but written as it is, a spreadsheet runs it as a formula. Following OWASP's advice on
 * CSV injection, a text cell that starts with = + - @, a tab or a carriage return gets a single
 * quote in front, so that it is read as text; then any cell with a quote, comma or line break is
 * quoted (RFC 4180).
 *
 * Numbers are numbers: -3 stays -3 (a negative count or accuracy is data, not a formula). Only
 * strings are neutralised, so a number never gains a quote and a text never passes as a number.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number's digits, sign, point and exponent never need quoting (and a report has millions).
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line of cells. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}
