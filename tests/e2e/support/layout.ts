/**
 * @module
 * What a person sees of a screen's layout, whichever element scrolls it: the app shell scrolls a
 * screen in an area of its own, above the toasts' strip (web/src/components/app-shell.css.ts).
 */
import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways, in px (0 or less: not at all): the document's and the
 * screen area's, so a screen that overflows its area is caught whichever of the two scrolls.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrollers = [document.documentElement, ...document.querySelectorAll('[data-app-screen]')];
    return Math.max(...scrollers.map((element) => element.scrollWidth - element.clientWidth));
  });
}

/**
 * A screenshot of the whole screen, top to bottom: the screen area is laid out as a document for
 * the moment of the shot (as printing does), since a full-page shot only sees the document.
 */
export async function screenshotWholeScreen(page: Page, file: string): Promise<void> {
  const asDocument = (on: boolean) => {
    const area = document.querySelector<HTMLElement>('[data-app-screen]');
    for (const element of [area, area?.parentElement]) {
      if (!element) continue;
      element.style.height = on ? 'auto' : '';
      element.style.overflow = on ? 'visible' : '';
    }
  };
  await page.evaluate(asDocument, true);
  try {
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await page.evaluate(asDocument, false);
  }
}
