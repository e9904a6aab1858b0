import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] };

/**
 * Runs axe-core (WCAG 2.x A/AA rules) on the page as it is now and returns its violations in a form
 * that reads well in a failing assertion: `expect(await axeViolations(page)).toEqual([])`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test's own channel, as the site's Content-Security-Policy lets no <script> it does not
  // know run (page.addScriptTag would be refused).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}
