import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  checkBothWidths as check,
  DESKTOP,
  hasBrowser,
  launchChromium,
  layout,
  PHONE,
  shoot,
} from './chromium.js';

/**
 * The console's rough edges (issue 34, items 13-15), checked in Chromium at a desktop width
 * (1366 px) and a phone width (390 px), with a screenshot of each page at both widths in
 * test-output/console/ (ignored by git): chart time axes with one and a few days of data, a menu
 * and forms that follow the key's scopes, the identity line, the sign-in page, memory stats and
 * export, the Recover form only in lockdown, and the local magic-link message.
 */
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.skipIf(!hasBrowser)('the console at 1366 and 390 px', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  /** Keys with the default scopes (every scope but admin) of tenants with one and three days of usage. */
  let oneDay: string;
  let fewDays: string;
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const forbidden: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    oneDay = (await t.ctx.tenants.createKey({ tenantId: 'oneday', tier: 'pro' }, null)).key;
    fewDays = (await t.ctx.tenants.createKey({ tenantId: 'fewdays', tier: 'pro' }, null)).key;
    const use = (tenantId: string, day: number, model: string, n: number) => {
      for (let i = 0; i < n; i += 1) {
        t.ctx.usage.add({
          tenantId,
          day: isoDay(day),
          model,
          inputTokens: 10,
          outputTokens: 5,
          costMicros: 0,
        });
      }
    };
    use('oneday', today, 'mock/demo', 3);
    use('fewdays', today - 4 * DAY_MS, 'mock/demo', 2);
    use('fewdays', today - 2 * DAY_MS, 'mock/demo', 5);
    use('fewdays', today - 2 * DAY_MS, 'mock/other', 1);
    use('fewdays', today, 'mock/other', 4);
    await t.ctx.usage.flush();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(size = DESKTOP): Promise<Page> {
    const page = await browser.newPage({ viewport: size });
    page.on('response', (r) => {
      if (r.status() === 403) forbidden.push(`${r.request().method()} ${r.url()}`);
    });
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    return page;
  }

  async function signIn(page: Page, key: string): Promise<void> {
    await page.goto(`${base}/console`);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('nav.sidebar');
  }

  /** Opens a page by its path and waits until it has loaded (its heading and no request pending). */
  async function visit(page: Page, name: string, heading: string): Promise<void> {
    await page.goto(`${base}/console/${name}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** The drawn x range of the n-th chart on the page, as ISO dates, once uPlot has drawn it. */
  async function xRange(page: Page, n = 0): Promise<{ min: number; max: number }> {
    const chart = page.locator('.chart').nth(n);
    await chart.locator('canvas').waitFor();
    const min = (await chart.getAttribute('data-x-min')) ?? '';
    const max = (await chart.getAttribute('data-x-max')) ?? '';
    return { min: Date.parse(min), max: Date.parse(max) };
  }

  it('shows the product name on the sign-in page, and says a local link is in the server log', async () => {
    const page = await open();
    await page.goto(`${base}/console`);
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await expect.poll(() => page.locator('.product-name').textContent()).toBe('Verdict Gateway');
    await page.getByLabel('Email').fill('newcomer@example.org');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    // No VGATE_SMTP_URL on the local contour: the link went to the server's log, and the page says so.
    await page.getByText(/written to the server log/).waitFor();
    expect(await page.getByText(/signup_link/).count()).toBe(1);
    await check(page, 'sign-in');
    await page.close();
  });

  it('draws one day of usage mid-chart, with a few days around it', async () => {
    const page = await open();
    await signIn(page, oneDay);
    await visit(page, 'overview', 'Overview');
    const r = await xRange(page);
    expect(r.min).toBeLessThan(today);
    expect(r.max).toBeGreaterThanOrEqual(today);
    expect(today - r.min).toBeLessThanOrEqual(3 * DAY_MS);
    expect(r.max - today).toBeLessThanOrEqual(3 * DAY_MS);
    // The numbers behind the chart: the one day, 3 requests.
    await page.getByText('Show the numbers').click();
    await page.getByRole('cell', { name: isoDay(today) }).waitFor();
    await check(page, 'overview-one-day');

    await visit(page, 'usage', 'Usage');
    const u = await xRange(page);
    expect(today - u.min).toBeLessThanOrEqual(3 * DAY_MS);
    expect(u.max - today).toBeLessThanOrEqual(3 * DAY_MS);
    await check(page, 'usage-one-day');
    await page.close();
  }, 60_000);

  it('spans a few days of usage from the first day to the last, filling days without traffic', async () => {
    const page = await open();
    await signIn(page, fewDays);
    await visit(page, 'usage', 'Usage');
    const r = await xRange(page);
    const first = today - 4 * DAY_MS;
    expect(r.min).toBeLessThan(first);
    expect(first - r.min).toBeLessThanOrEqual(DAY_MS);
    expect(r.max).toBeGreaterThanOrEqual(today);
    expect(r.max - today).toBeLessThanOrEqual(DAY_MS);
    // Both models are charted; the days between carry zeros in the numbers behind the chart.
    await page.getByText('Show the numbers').click();
    const rows = page.locator('.chart + details tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    await check(page, 'usage-few-days');
    // The dark theme: axes in the page's text colour, not black on dark grey.
    await page.getByRole('button', { name: 'Switch theme' }).click();
    await visit(page, 'usage', 'Usage');
    await xRange(page);
    await check(page, 'usage-few-days-dark');
    await page.close();
  }, 60_000);

  it('lists only the pages a default-scope key can use, and says why when one is opened by address', async () => {
    const page = await open();
    await signIn(page, t.acmeKey);
    await visit(page, 'overview', 'Overview');
    const menu = await page.locator('nav.sidebar a').allTextContents();
    expect(menu).toEqual(
      expect.arrayContaining(['Overview', 'Playground', 'Usage', 'Memory', 'Billing', 'Disputes']),
    );
    expect(menu).not.toContain('API keys');
    expect(menu).not.toContain('Policy and scan mode');
    expect(menu.filter((m) => m.startsWith('Tenants') || m.startsWith('Security'))).toEqual([]);
    // The identity line: each of tenant, tier and scope stays on one line.
    const broken = await page.evaluate(`[...document.querySelectorAll('.who-tier, .who .scope')]
      .filter((e) => e.getClientRects().length !== 1 || e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent)`);
    expect(broken).toEqual([]);
    await check(page, 'menu-default-key');

    for (const [name, heading] of [
      ['keys', 'API keys'],
      ['policy', 'Policy and scan mode'],
    ] as const) {
      await visit(page, name, heading);
      await page.getByText(/needs a key with the "admin" scope/).waitFor();
      expect(await page.locator('main form').count(), `${name}: no form the key cannot submit`).toBe(0);
    }
    expect(forbidden).toEqual([]);
    await page.close();
  }, 60_000);

  it('gives an operator key without admin only the operator page it can use, and no Recover form', async () => {
    const { key } = await t.ctx.tenants.createKey(
      { tenantId: 'platform', tier: 'platform', scopes: ['scan'], label: 'read-only operator' },
      null,
    );
    await t.ctx.selfDefense.trip('test', 'locked down to show the form is not offered');
    const page = await open();
    try {
      await signIn(page, key);
      await visit(page, 'operator/security', 'Security and audit');
      const menu = await page.locator('nav.sidebar a').allTextContents();
      expect(menu).toContain('Security and audit');
      expect(menu).not.toContain('Tenants and keys');
      expect(menu).not.toContain('API keys');
      await page.getByText(/^Lockdown since/).waitFor();
      await page.getByText(/Recovering needs an operator key with the "admin" scope/).waitFor();
      expect(await page.getByRole('button', { name: 'Recover' }).count()).toBe(0);
    } finally {
      await t.ctx.selfDefense.recover({ tenantId: 'platform', keyId: 'test' }, 'test over');
      await page.close();
    }
    expect(forbidden).toEqual([]);
  }, 60_000);

  it('folds the menu behind a button at 390 px, and unfolds it', async () => {
    const page = await open(PHONE);
    await signIn(page, t.platformKey);
    await visit(page, 'overview', 'Overview');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Usage' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Usage' }).waitFor();
    await shoot(page, 'menu-open-390');
    const l = await layout(page);
    expect(l.scrollWidth).toBeLessThanOrEqual(l.innerWidth);
    expect(l.navHeight).toBeLessThan(l.innerHeight);
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    expect(await page.getByRole('link', { name: 'Overview' }).isVisible()).toBe(false);
    // At the desktop width the menu is always there and the button is not.
    await page.setViewportSize(DESKTOP);
    expect(await page.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
    expect(await toggle.isVisible()).toBe(false);
    await page.close();
  }, 60_000);

  it('shows memory stats as a summary and downloads the export as a JSON file', async () => {
    for (const content of ['The customer prefers email.', 'Invoices go out on Mondays.']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/memory/projects/support/store',
        headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json' },
        payload: { content, tags: ['crm'] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = await open();
    await signIn(page, t.acmeKey);
    await visit(page, 'memory', 'Memory');
    await page.getByLabel('Project (optional)').fill('support');
    await page.getByRole('button', { name: 'Stats' }).click();
    await page.getByRole('heading', { name: 'Memory of project support' }).waitFor();
    const stats = await page.locator('dl.summary').innerText();
    expect(stats).toMatch(/Facts\s+2/);
    expect(stats).toMatch(/Stored size\s+\d+ bytes/);
    expect(await page.locator('main pre').count()).toBe(0);
    await check(page, 'memory-stats');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^memory-support-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      count: number;
      facts: Array<{ content: string }>;
    };
    expect(file.count).toBe(2);
    expect(file.facts.map((f) => f.content).sort()).toEqual([
      'Invoices go out on Mondays.',
      'The customer prefers email.',
    ]);
    await page.getByText(/^Exported 2 facts of project support/).waitFor();
    await page.getByRole('cell', { name: 'Invoices go out on Mondays.' }).waitFor();
    await check(page, 'memory-export');
    await page.close();
  }, 60_000);

  it('offers Recover only while the service is in lockdown', async () => {
    const page = await open();
    await signIn(page, t.platformKey);
    await visit(page, 'operator/security', 'Security and audit');
    await page.getByText(/^Normal mode/).waitFor();
    expect(await page.getByRole('button', { name: 'Recover' }).count()).toBe(0);
    expect(await page.getByLabel('Reason for recovering').count()).toBe(0);
    await page.getByRole('button', { name: 'Verify the audit log' }).click();
    await page.getByText('The audit log verifies.').waitFor();
    expect(await page.locator('main pre').count()).toBe(0);
    await check(page, 'security-normal');

    await t.ctx.selfDefense.trip('test', 'a browser test locks the service down');
    await visit(page, 'operator/security', 'Security and audit');
    await page.getByText(/^Lockdown since/).waitFor();
    await check(page, 'security-lockdown');
    await page.getByLabel('Reason for recovering').fill('reviewed in the browser test');
    await page.getByRole('button', { name: 'Recover' }).click();
    await page.getByText(/^Recovered/).waitFor();
    expect(await t.ctx.selfDefense.mode()).toBe('normal');
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);
});
