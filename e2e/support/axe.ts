import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * A dialog fading in or out has half-transparent text for a moment; axe would measure that
 * instant's contrast. Wait for every finite animation and transition to end first (a spinner's
 * endless rotation is left running).
 */
async function waitForTransitionsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations;
      return animation.playState !== 'running' || iterations === Infinity;
    }),
  );
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation (colour
 * contrast included), listing each rule with the elements it failed on.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string; disableRules?: string[] } = {},
): Promise<void> {
  await waitForTransitionsToEnd(page);
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const details = blocking.map((v) => {
    const targets = v.nodes
      .slice(0, 8)
      .map((n) => `      - ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replaceAll('\n', '\n        ')}` : ''}`);
    const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
    return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${targets.join('\n')}${more}`;
  });
  throw new Error(`${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n${details.join('\n')}`);
}
