import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Finding = { path: string; rule: string; impact: string; targets: string[]; summary: string };

/** The serious and critical axe findings of the page as it is now (decision 0025), `path` naming where. */
export async function seriousViolations(page: Page, path: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    // The app has no frames: one axe run inside the page, without the blank page that merges frames' results.
    .setLegacyMode()
    // Experimental in axe, and exactly what speech-input users trip on: a control named unlike its visible label.
    // Only violations are read: axe then details no passing or inapplicable node.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 8).map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    }));
}
