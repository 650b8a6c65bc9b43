/**
 * @module
 * Accessibility check of a screen as it stands: no serious or critical axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the violations' ids, impacts and first targets when there are any. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes[0]?.target.join(' ')}`,
    );
  expect(serious, `accessibility of ${what}`).toEqual([]);
}
