import { useSearchParams } from 'react-router';
import { ChildIntegrationsPage } from '../../features/partner/pages/ChildIntegrationsPage';
import { ScorecardsPage } from '../../features/scorecards/pages/ScorecardsPage';

/**
 * /partner-tools: the tool its `tool` parameter names (the menu's PARTNER_TOOLS): Scorecards (decision 0142), or
 * the child accounts' integrations (a parent's Integrations, decision 0144).
 */
export function PartnerToolsScreen() {
  const [params] = useSearchParams();
  if (params.get('tool') === 'scorecards') return <ScorecardsPage />;
  return <ChildIntegrationsPage />;
}
