import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import { screenshotDir, viewports } from './environment';

/** Collects every console error and warning, so a test can assert the page printed none. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const { url } = message.location();
      problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Asserts zero axe violations (WCAG 2.x A and AA) on what the page shows now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Saves a screenshot at a named width into results/screenshots/: the whole page, or only
 * the viewport where a fixed overlay (an open dialog) is what should be looked at.
 */
export async function screenshotAt(
  page: Page,
  name: string,
  width: keyof typeof viewports,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.setViewportSize(viewports[width]);
  // Parts below the first screen skip rendering until they come near the viewport
  // (content-visibility: auto); a full-page capture shows them as a reader scrolling sees them.
  if (fullPage)
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({
    path: join(screenshotDir, `${name}-${viewports[width].width}.png`),
    fullPage,
  });
}

/**
 * Waits until React has hydrated the page's content: the home, firm and strength pages mark
 * `<html data-hydrated>` in an effect (useHydrationMarker), which runs once their content has
 * committed. Before that, a click hurries hydration along and can land on a page that is
 * still changing under the pointer (the home cards turning into carousels). TanStack
 * Router's `$_TSR` global is no signal: it goes when the router has read its data, seconds
 * before React commits on a busy machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
