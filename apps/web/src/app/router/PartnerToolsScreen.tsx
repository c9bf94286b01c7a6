import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../features/coming-soon/pages/ComingSoonPage';
import { ScorecardsPage } from '../../features/scorecards/pages/ScorecardsPage';

/** /partner-tools: the tool its `tool` parameter names (the menu's PARTNER_TOOLS); the others are still to come. */
export function PartnerToolsScreen() {
  const [params] = useSearchParams();
  if (params.get('tool') === 'scorecards') return <ScorecardsPage />;
  return <ComingSoonPage title="Partner Tools" />;
}
