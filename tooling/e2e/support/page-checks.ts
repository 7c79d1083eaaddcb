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

/**
 * Lets the page's reveals and fades finish before axe reads colours as painted: a text half-way
 * through its fade-in has half its contrast. Waits for the finite CSS animations and
 * transitions running now, in up to three rounds (one that ends can start the next), each
 * capped: autoplaying carousels and highlights start new ones forever.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Two frames first: a reveal that the last layout made visible starts in the next one.
    await nextFrame();
    await nextFrame();
    for (let round = 0; round < 3; round += 1) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        );
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        pause(2_500),
      ]);
      await nextFrame();
    }
  });
}

/**
 * Renders the parts that content-visibility: auto skips below the screen. Chromium pauses the
 * transitions of a skipped part, so a reveal scrolled past half-way stays half-faded (a test
 * artefact: a reader who scrolls back sees it finish); rendered, it ends. The whole page is then
 * scanned and captured as a reader scrolling through it sees it.
 */
async function renderWholePage(page: Page): Promise<void> {
  await addTestStyles(page, '* { content-visibility: visible !important; }');
}

/**
 * Adds `css` to the page as a constructed stylesheet: the pages' policy refuses a <style>
 * element without its nonce (Playwright's addStyleTag writes one), never an adopted sheet.
 */
export async function addTestStyles(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/** Asserts zero axe violations (WCAG 2.x A and AA) on what the page shows once it is still. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await renderWholePage(page);
  await settleAnimations(page);
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
 * CI prints only text, and no one opens its screenshots; encoding them takes minutes of its two
 * cores. They are taken on every other run (E2E_SCREENSHOTS=1 takes them on CI too).
 */
const takeScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

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
  if (fullPage) await renderWholePage(page);
  if (!takeScreenshots) return;
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

/**
 * The per-width check of a page: open `path` at `width`, let it settle (and `ready` finish what
 * the page needs, e.g. lazy images), then zero axe violations, a screenshot named `name` and
 * no console warning or error.
 */
export async function scanAndCapture(
  page: Page,
  path: string,
  name: string,
  width: keyof typeof viewports,
  ready?: (page: Page) => Promise<void>,
): Promise<void> {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(viewports[width]);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (ready) await ready(page);
  await expectNoAxeViolations(page);
  await screenshotAt(page, name, width);
  expect(problems).toEqual([]);
}
