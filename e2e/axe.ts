import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/**
 * Accessibility check of what a page shows now: axe-core's WCAG 2.0 / 2.1 A and AA rules,
 * failing on any serious or critical violation with the rule, the element and the fix.
 * axe-core comes from npm (no browser download) and is evaluated through the DevTools protocol, which
 * the app's Content-Security-Policy does not block, so the suite keeps the real policy on.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING: Result['impact'][] = ['serious', 'critical'];

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/** The violations of a run as text: rule, impact, help link, then each element and what to fix. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) =>
      [
        `• ${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map((n) => `    en ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
}

/** Runs axe on the page as it is; throws listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Animations under way end first: axe measures colours as painted. Once (1 run in ~30) the ripple
  // of the button just clicked to open a dialog was still fading out on it, and its text read as
  // 4.42 : 1 on a tint that is gone a moment later (4.7 : 1 on the hover colour, 5.0 on white).
  // Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      window.axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  const serious = results.violations.filter((v) => FAILING.includes(v.impact));
  if (serious.length) {
    const width = page.viewportSize()?.width;
    throw new Error(`Accesibilidad: ${serious.length} regla(s) con fallas graves en "${label}" (${width} px)\n${describeViolations(serious)}`);
  }
}
