import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.1 level A and AA, the level the bank's staff are promised. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core over the page as it is now and fails with each violation's rule and the nodes it
 * found, so a journey checks a screen or state in one line: `await expectAccessible(page, 'list')`.
 */
export const expectAccessible = async (page: Page, state: string) => {
  // Axe reads colours as they are painted: a dialog or drawer still fading in has half its
  // contrast, so the check waits for every running transition to end.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // blank page to merge the frames' results, seconds per check on a loaded machine.
  const { violations } = await new AxeBuilder({ page })
    // Experimental in axe, so off by default: a control's name must contain what it shows
    // (WCAG 2.5.3), which speech users say to operate it. Before the tags: `options` replaces.
    // Only violations are read, so axe does not gather the nodes that pass each rule.
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, `accessibility of ${state}`).toEqual([]);
};
