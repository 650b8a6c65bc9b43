/**
 * @module
 * A section's table: its heading, a header row, and rows that wrap long descriptions. A row
 * that would run into the footer starts a new page, and the header row is drawn again there,
 * so every page of a long table can be read on its own.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars } from '@cubby/shared/money';
import type { BillingColumn, BillingRow, BillingSection } from './billing-document.ts';
import { CONTENT_BOTTOM, CONTENT_WIDTH, FONT, GREY, MARGIN, RULE, SIZE } from './layout.ts';

const ALL_COLUMNS: readonly BillingColumn[] = ['date', 'description', 'child', 'amount', 'balance'];
const LABELS: Record<BillingColumn, string> = {
  date: 'Date',
  description: 'Description',
  child: 'Child',
  amount: 'Amount',
  balance: 'Balance',
};
// Fixed widths for the short columns; the description takes what is left.
const FIXED: Partial<Record<BillingColumn, number>> = {
  date: 66,
  child: 100,
  amount: 72,
  balance: 76,
};
const PAD = 4;

interface Column {
  key: BillingColumn;
  x: number;
  width: number;
  align: 'left' | 'right';
}

function layoutColumns(keys: readonly BillingColumn[]): Column[] {
  const fixed = keys.reduce((sum, key) => sum + (FIXED[key] ?? 0), 0);
  let x = MARGIN;
  return keys.map((key) => {
    const width = FIXED[key] ?? CONTENT_WIDTH - fixed;
    const column: Column = {
      key,
      x,
      width,
      align: key === 'amount' || key === 'balance' ? 'right' : 'left',
    };
    x += width;
    return column;
  });
}

function cellText(row: BillingRow, key: BillingColumn): string {
  switch (key) {
    case 'date':
      return row.date ? formatDisplayDate(row.date) : '';
    case 'amount':
      return row.amount === undefined ? '' : formatDollars(row.amount);
    case 'balance':
      return row.balance === undefined ? '' : formatDollars(row.balance);
    default:
      return row[key] ?? '';
  }
}

function drawCells(doc: PDFKit.PDFDocument, columns: Column[], texts: string[], y: number) {
  columns.forEach((column, i) => {
    doc.text(texts[i] ?? '', column.x + PAD, y, {
      width: column.width - 2 * PAD,
      align: column.align,
    });
  });
}

function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], texts: string[]): number {
  const heights = columns.map((column, i) =>
    doc.heightOfString(texts[i] || ' ', { width: column.width - 2 * PAD }),
  );
  return Math.max(...heights) + 2 * PAD;
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Column[]): void {
  const y = doc.y;
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(GREY);
  drawCells(
    doc,
    columns,
    columns.map((column) => LABELS[column.key]),
    y + PAD,
  );
  const bottom = y + doc.currentLineHeight() + 2 * PAD;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT_WIDTH, bottom)
    .strokeColor(RULE)
    .lineWidth(0.75)
    .stroke();
  doc.x = MARGIN;
  doc.y = bottom;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor('black');
}

function drawHeading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor('black');
  doc.text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
}

/** Starts a new page when `needed` points do not fit above the footer. */
export function ensureSpace(doc: PDFKit.PDFDocument, needed: number): boolean {
  if (doc.y + needed <= CONTENT_BOTTOM) return false;
  doc.addPage();
  return true;
}

/** Draws one section at the current position, breaking pages as it goes. */
export function drawSection(doc: PDFKit.PDFDocument, section: BillingSection): void {
  const columns = layoutColumns(section.columns ?? ALL_COLUMNS);
  // Keep the heading with its header row and first row rather than alone at a page's foot.
  ensureSpace(doc, 70);
  drawHeading(doc, section.heading);
  if (section.rows.length === 0) {
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(GREY);
    doc.text(section.emptyText ?? 'None.', MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.fillColor('black').moveDown(0.8);
    return;
  }
  drawHeaderRow(doc, columns);
  for (const row of section.rows) {
    const texts = columns.map((column) => cellText(row, column.key));
    const height = rowHeight(doc, columns, texts);
    if (ensureSpace(doc, height)) {
      drawHeading(doc, `${section.heading} (continued)`);
      drawHeaderRow(doc, columns);
    }
    const y = doc.y;
    drawCells(doc, columns, texts, y + PAD);
    doc.x = MARGIN;
    doc.y = y + height;
  }
  doc.moveDown(0.8);
}
