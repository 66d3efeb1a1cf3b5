import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated through the DevTools protocol, not added as a <script>: the pages' Content-Security-Policy
// rightly refuses inline scripts it has no hash for.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: string[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

export type A11yOptions = {
  /** axe rule ids to leave out, each with a reason in the calling test */
  disableRules?: string[];
  /** check only this part of the page (a CSS selector) */
  include?: string;
};

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page and fails on serious or critical violations,
 * listing each rule with the elements it found. Call it once the page shows what it is about.
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  await page.waitForLoadState('load');
  // Fonts change text size and so contrast and overlap results: measure with the real fonts.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A colour transition under way (a button that has just changed its style) would be measured half-way
  // (seen: 3.15:1 between two passing states): axe judges the page once its finite transitions have ended.
  // (A paused one never ends: at most 2 s.)
  await page.evaluate(() => Promise.race([
    Promise.all(
      document.getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]).then(() => undefined));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async ({ disableRules, include }) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
    const result = await axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
      rules,
    });
    return result.violations;
  }, options);

  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => {
    const nodes = v.nodes.slice(0, 5).map((n) => `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}${more}`;
  });
  const where = `${page.url()} (${await page.evaluate(() => `${document.documentElement.lang}, ${document.documentElement.dir}`)})`;
  expect(serious.length, `Accessibility violations on ${where}:\n${report.join('\n')}`).toBe(0);
}
