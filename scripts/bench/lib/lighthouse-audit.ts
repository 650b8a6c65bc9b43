/**
 * @module
 * Lighthouse's performance, accessibility and best-practices scores for one page, in Debian's
 * Chromium. Each audit gets a browser with a fresh profile, so every page loads cold (no HTTP
 * cache, no service worker yet); `prepare` may sign someone in first, through storage that
 * loads none of the app. Lighthouse then drives the same browser over its debugging port, with
 * its own defaults (a mid-range phone on a throttled network, simulated) or its desktop preset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@cubby/sync-server/testing/free-port';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';

/** Lighthouse's form factors: its default (mobile) and its desktop preset. */
export type FormFactor = 'mobile' | 'desktop';

/** One page's scores (0-100) and what kept them down. */
export interface PageAudit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint and Total Blocking Time, in ms. */
  lcpMs: number;
  tbtMs: number;
  /** Audits of the three categories that did not pass, with the elements they name. */
  findings: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Audits `url` once in a new browser. */
export async function auditPage(options: {
  url: string;
  formFactor: FormFactor;
  chromiumPath: string;
  chromiumArgs: readonly string[];
  prepare?: (context: BrowserContext) => Promise<void>;
}): Promise<PageAudit> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cubby-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromiumPath,
    headless: true,
    args: [...options.chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    await options.prepare?.(context);
    const result = await lighthouse(
      options.url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The profile is fresh; what `prepare` stored is the signed-in state under test.
        disableStorageReset: true,
      },
      options.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${options.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      findings: findingsOf(lhr),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The fields of an audit's table row that say where the problem is. */
interface AuditItem {
  node?: { selector?: string };
  url?: string;
  description?: string;
}

// An element's selector, else a console message or a URL (without the server's origin).
function describeItem(item: AuditItem): string {
  if (item.node?.selector) return item.node.selector;
  const text = item.description ?? item.url ?? '';
  return text.replace(/^https?:\/\/[^/]+/, '').slice(0, 120);
}

// Scored audits below a pass, named with the elements they point at (accessibility's are the
// ones worth a fix in web/src).
function findingsOf(lhr: Lhr): string[] {
  const findings: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const details = audit.details as { items?: AuditItem[] } | undefined;
      const where = [...new Set((details?.items ?? []).map(describeItem).filter(Boolean))];
      const score = Math.round(audit.score * 100);
      const at = where.length > 0 ? `: ${where.slice(0, 3).join('; ')}` : '';
      findings.push(`${id}: ${audit.title} (score ${score})${at}`);
    }
  }
  return findings;
}
