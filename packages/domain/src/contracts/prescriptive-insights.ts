import {
  insightDismissalBodySchema,
  insightDismissalSchema,
  prescriptiveInsightsSchema,
} from '../prescriptive-insights';
import { endpoint } from './endpoint';

/* Prescriptive insights (issue 30 §2, decision 0143; docs/prescriptive-insights.md). */

const tags = ['prescriptive_insights'];

/** What moved each location this period and what to do next, ranked by expected effect. */
export const listPrescriptiveInsights = endpoint({
  method: 'GET',
  path: '/prescriptive_insights',
  responses: { 200: prescriptiveInsightsSchema },
  tags,
});

/** Hides one insight for the account: for good, or snoozed for some days. */
export const dismissPrescriptiveInsight = endpoint({
  method: 'POST',
  path: '/prescriptive_insights/dismissals',
  body: insightDismissalBodySchema,
  responses: { 201: insightDismissalSchema },
  tags,
});
