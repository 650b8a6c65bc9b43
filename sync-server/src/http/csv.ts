/**
 * @module
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, CRLF between rows.
 * A field a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe: names come from people, and a name is not a formula.
 */

/** The rows as one CSV text, the header first. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
