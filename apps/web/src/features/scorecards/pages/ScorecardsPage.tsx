import { Stack } from '@mantine/core';
import { useAuth } from '../../../shared/auth/use-auth';
import { ScreenGate } from '../../../shared/session/ScreenGate';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { LocationScorecards } from '../components/LocationScorecards';
import { ScorecardRequests } from '../components/ScorecardRequests';
import { StandardsSummary } from '../components/StandardsSummary';

/**
 * Scorecards (issue 30 §1, decision 0142), the Scorecards tool of /partner-tools: a partner's scorecards of
 * prospects, or a business's own locations graded; both by the account's standards.
 */
export function ScorecardsPage() {
  const isParent = useAuth()?.isParent ?? false;
  return (
    <ScreenGate title="Scorecards" need={isParent ? 'GET /scorecard_requests' : 'GET /scorecards'}>
      <Stack gap="lg">
        <PageHeader title="Scorecards" />
        <StandardsSummary />
        {isParent ? <ScorecardRequests /> : <LocationScorecards />}
      </Stack>
    </ScreenGate>
  );
}
