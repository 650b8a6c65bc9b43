/**
 * @module
 * The parts of a billing PDF around its tables: the provider's header, the "to" block, the
 * title with its period and facts, the totals, the notes, and the footer of every page.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars } from '@cubby/shared/money';
import type { BillingDocument, BillingTotal } from './billing-document.ts';
import { ensureSpace } from './draw-table.ts';
import { CONTENT_WIDTH, FONT, GREY, MARGIN, PAGE, RULE, SIZE } from './layout.ts';

/** The provider's name, address and tax id, at the top of the first page. */
export function drawProvider(doc: PDFKit.PDFDocument, { provider }: BillingDocument): void {
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor('black');
  doc.text(provider.name, MARGIN, MARGIN, { width: CONTENT_WIDTH });
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(GREY);
  if (provider.address) doc.text(provider.address, { width: CONTENT_WIDTH / 2 });
  if (provider.taxId) doc.text(`Tax id: ${provider.taxId}`);
  doc.fillColor('black').moveDown(1.2);
}

/** "To": the family and its guardians. */
export function drawParty(doc: PDFKit.PDFDocument, { party }: BillingDocument): void {
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(GREY).text('TO', MARGIN, doc.y);
  doc.font(FONT.bold).fontSize(SIZE.body).fillColor('black').text(party.name);
  doc.font(FONT.regular);
  for (const guardian of party.guardians) doc.text(guardian);
  doc.moveDown(1.2);
}

/** The title, the period it covers, and its facts (due date, receipt number). */
export function drawTitle(doc: PDFKit.PDFDocument, document: BillingDocument): void {
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor('black');
  doc.text(document.title, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.font(FONT.regular).fontSize(SIZE.body);
  if (document.period) {
    const { from, to } = document.period;
    doc.text(`Period: ${formatDisplayDate(from)} to ${formatDisplayDate(to)}`);
  }
  for (const fact of document.facts ?? []) doc.text(`${fact.label}: ${fact.value}`);
  doc.moveDown(1);
}

/** The totals, right-aligned under the tables, kept together on one page. */
export function drawTotals(doc: PDFKit.PDFDocument, totals: readonly BillingTotal[]): void {
  if (totals.length === 0) return;
  doc.fontSize(SIZE.body);
  ensureSpace(doc, totals.length * doc.currentLineHeight(true) + 16);
  const labelX = MARGIN + CONTENT_WIDTH / 2;
  const width = CONTENT_WIDTH / 2;
  doc
    .moveTo(labelX, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.75)
    .stroke();
  doc.moveDown(0.4);
  for (const total of totals) {
    const y = doc.y;
    doc.font(total.emphasis ? FONT.bold : FONT.regular);
    doc.text(total.label, labelX, y, { width: width - 80 });
    doc.text(formatDollars(total.amount), labelX, y, { width, align: 'right' });
  }
  doc.font(FONT.regular).moveDown(1);
}

/** Notes at the end, such as how to pay or that late fees are shown apart. */
export function drawNotes(doc: PDFKit.PDFDocument, notes: readonly string[]): void {
  if (notes.length === 0) return;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(GREY);
  for (const note of notes) {
    ensureSpace(doc, doc.heightOfString(note, { width: CONTENT_WIDTH }) + 4);
    doc.text(note, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  }
  doc.fillColor('black');
}

/**
 * "Provider · Title · Page n of N" at the foot of every page, drawn once all pages exist (the
 * document buffers its pages for this). The bottom margin is lifted while drawing, or pdfkit
 * would take text below it as overflow and start a page.
 */
export function drawFooters(doc: PDFKit.PDFDocument, document: BillingDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const y = PAGE.height - MARGIN + 8;
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(GREY);
    doc.text(`${document.provider.name} · ${document.title}`, MARGIN, y, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
