import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, confirmThenAccept, signIn, url, useBrowserPages } from './browser';

/**
 * The app and Swagger UI work under the Content-Security-Policy, with no violation
 * reported by Chromium (a blocked script or style would be one).
 */

const newPage = useBrowserPages();

/** Records every CSP violation and every console message that mentions the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

describe('Content-Security-Policy in Chromium', () => {
  it('the app signs in, lists, opens a form and its dialogs with no violation', async () => {
    const page = await newPage();
    const problems = await watchPolicy(page);
    const first = await page.goto(url('/login'));
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, ADMIN);
    await page.goto(url('/marks'));
    await page.getByRole('table', { name: 'Marcas' }).locator('tbody tr').first().getByRole('button', { name: 'Editar' }).waitFor();
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByLabel('Marca', { exact: true }).fill(`CSP ${Date.now().toString(36)}`);
    await page.getByRole('main').getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, (await page.getByRole('dialog').getByText(/^¿Está seguro/).textContent()) ?? '', 'Se registró la marca');
    // MUI's styles really applied (emotion's <style> elements were allowed): 'Registrar' is primary blue
    const register = page.getByRole('button', { name: 'Registrar', exact: true });
    expect(await register.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(23, 112, 202)');
    expect(problems).toEqual([]);
  });

  it('Swagger UI (/api/docs) renders the operations with no violation', async () => {
    const page = await newPage();
    const problems = await watchPolicy(page);
    const res = await page.goto(url('/api/docs'));
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.locator('.opblock').first().waitFor();
    // Swagger UI renders only the operations near the screen: scroll until the last tag's operation
    // ('inicio', GET /api/dashboard) is drawn, so every section was rendered under the policy.
    const last = page.locator('.opblock-summary-path', { hasText: '/api/dashboard' });
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return last.count();
      })
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
