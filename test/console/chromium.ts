import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the console's browser suites share: Debian's Chromium driven by playwright-core (CI
 * installs the `chromium` package; nothing is downloaded), axe-core, and the screenshot folder
 * test-output/console/ (ignored by git).
 */
export const CHROMIUM = process.env['VGATE_TEST_CHROMIUM'] ?? '/usr/bin/chromium';
export const SHOTS = path.resolve(import.meta.dirname, '../../test-output/console');
export const hasBrowser = existsSync(CHROMIUM);
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The ids of axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const w = globalThis as unknown as {
      axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string }> }> };
    };
    const r = await w.axe.run();
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** Saves a full-page screenshot as test-output/console/NAME.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name.replaceAll('/', '-')}.png`), fullPage: true });
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Layout {
  scrollWidth: number;
  innerWidth: number;
  innerHeight: number;
  navHeight: number;
  /** Elements that stick out to the right of the viewport (the first five), to name in a failure. */
  wide: string[];
}

/** Layout facts of the page as it is now: overflow, the menu's height, the viewport. */
export function layout(page: Page): Promise<Layout> {
  // A string, run in the page: the tests compile without the DOM's types.
  return page.evaluate(`(() => {
    const nav = document.querySelector('nav.sidebar');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      navHeight: nav ? nav.getBoundingClientRect().height : 0,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 || (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible'))
        .slice(0, 5)
        .map((e) => e.tagName.toLowerCase() + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)),
    };
  })()`);
}

/**
 * Checks accessibility (axe-core) and photographs the page at 1366 px (NAME-1366.png) and at
 * 390 px (NAME-390.png), where it must not scroll sideways and its folded menu must leave most
 * of the first screen free; leaves the page at 1366 px.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page), `${name}: axe violations`).toEqual([]);
  await shoot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
  const l = await layout(page);
  expect(
    l.scrollWidth,
    `${name}: no horizontal overflow at 390 px (${l.wide.join('; ')})`,
  ).toBeLessThanOrEqual(l.innerWidth);
  expect(l.navHeight, `${name}: the menu leaves most of the first screen`).toBeLessThan(l.innerHeight / 3);
  expect(await axeViolations(page), `${name} at 390 px: axe violations`).toEqual([]);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}
