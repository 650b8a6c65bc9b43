/**
 * @module
 * A billing document as a PDF with pdfkit (decision 033 says why): provider header, "to" block,
 * title and period, the sections' tables with page breaks and repeated headers, totals, notes,
 * and a numbered footer on every page. Takes a plain model, returns the file's bytes.
 */
import type { BillingDocument } from './billing-document.ts';
import {
  drawFooters,
  drawNotes,
  drawParty,
  drawProvider,
  drawTitle,
  drawTotals,
} from './draw-blocks.ts';
import { drawSection } from './draw-table.ts';
import { MARGIN } from './layout.ts';

/** Renders `document`; resolves with the PDF. */
export async function renderBillingPdf(document: BillingDocument): Promise<Buffer> {
  // Loaded at the first PDF, not at start: pdfkit unpacks its font tables as it loads, which
  // cost every start about 150 ms for a file few days ask for.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // Footers are drawn after the content, when the page count is known.
    bufferPages: true,
    info: { Title: document.title, Author: document.provider.name, Creator: 'Cubby' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawProvider(doc, document);
  drawParty(doc, document);
  drawTitle(doc, document);
  for (const section of document.sections) drawSection(doc, section);
  drawTotals(doc, document.totals);
  drawNotes(doc, document.notes ?? []);
  drawFooters(doc, document);
  doc.end();
  return done;
}
