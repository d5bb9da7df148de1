import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

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
