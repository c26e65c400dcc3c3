import axe from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * A dialog fading in or out has half-transparent text for a moment; axe would measure that
 * instant's contrast. Wait for every finite animation and transition to end first. Left running:
 * a spinner's endless rotation, and a ring drawn around an element: an empty `::after` (no text)
 * of which only the scale and opacity move, as the top bar's pulse on the "tomorrow" link, which
 * beats for five seconds after every load and changes neither text nor background.
 */
async function waitForTransitionsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const timing = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    const ringProperties = new Set(['transform', 'opacity']);
    return document.getAnimations().every((animation) => {
      if (animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity) return true;
      const effect = animation.effect;
      if (!(effect instanceof KeyframeEffect) || effect.target === null || effect.pseudoElement === null) return false;
      const animated = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !timing.has(key))));
      const textless = getComputedStyle(effect.target, effect.pseudoElement).content === '""';
      return textless && animated.size > 0 && [...animated].every((property) => ringProperties.has(property));
    });
  });
}

/**
 * axe-core run in the page itself (every rule of its default set, on the whole document), its
 * source injected once per document. Playwright's axe wrapper injected it twice per check and
 * finished each check in a new blank page, which tripled a check's time on a 2-core machine; the
 * pages under test have no frames for it to follow, and the results are the same. Only the
 * violations are reported in full: every rule still runs, but axe no longer builds a selector and
 * an HTML extract for each of the thousands of elements that pass (2.2 → 1.3 s a check here).
 */
async function seriousViolations(page: Page) {
  await waitForTransitionsToEnd(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return violations.filter((v) => v.impact && BLOCKING.has(v.impact));
}

/** Time for a toast that began to fade during the first analysis to be gone. */
const SETTLE_MS = 1_500;

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation (colour
 * contrast included), listing each rule with the elements it failed on. A contrast failure is
 * checked once more on the page at rest: a toast can start fading out while axe is measuring,
 * and a contrast that only exists mid-fade is not one a reader meets. Every other rule fails at once.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  let blocking = await seriousViolations(page);
  if (blocking.length > 0 && blocking.every((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(SETTLE_MS);
    blocking = await seriousViolations(page);
  }
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
