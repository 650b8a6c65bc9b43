/**
 * Billing PDFs read back as text with poppler's pdftotext (installed by scripts/test.sh): the
 * provider, the family, the amounts, and page 2 of a long table with its header again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderBillingPdf } from './render-billing-pdf.ts';
import { sampleStatement } from './sample-billing-document.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cubby-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdfText(pdf: Buffer, page?: number): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', ['-layout', ...pages, file, '-'], { encoding: 'utf8' });
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('a billing PDF', () => {
  it('names the provider, the family, the period and the amounts', async () => {
    const pdf = await renderBillingPdf(sampleStatement(4));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Little Acorns Day Care',
      '1 Acorn Lane',
      'Springfield, IL 62701',
      'Tax id: 12-3456789',
      'The Lovelace family',
      'Anne Lovelace',
      'William King',
      'Statement',
      'Period: 11-01-2026 to 11-30-2026',
      'Due date: 12-08-2026',
      'Date',
      'Description',
      'Child',
      'Balance',
      '11-02-2026',
      'Byron Lovelace',
      '$112.50',
      '-$1,000.00',
      'Late fee: October unpaid',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Opening 42.50 + 4 days of 112.50 and 90.00 - 1,500.00 + 25.00 late fee.
    expect(text).toMatch(/Closing balance \(due 12-08-2026\)\s+-\$622\.50/);
  });

  it('breaks a long table across pages, with its header on each, and numbers the pages', async () => {
    const pdf = await renderBillingPdf(sampleStatement(40));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const second = pdfText(pdf, 2);
    expect(second).toContain('Charges (continued)');
    expect(second).toMatch(/Date\s+Description\s+Child\s+Amount\s+Balance/);
    expect(second).toContain(`Page 2 of ${pages}`);
    const last = pdfText(pdf, pages);
    expect(last).toContain('Closing balance');
    expect(last).toContain(`Page ${pages} of ${pages}`);
  });

  it('says so when a section has no rows', async () => {
    const document = sampleStatement(1);
    const pdf = await renderBillingPdf({
      ...document,
      sections: [{ heading: 'Payments', rows: [], emptyText: 'No payments in this period.' }],
    });
    expect(pdfText(pdf)).toContain('No payments in this period.');
  });
});
