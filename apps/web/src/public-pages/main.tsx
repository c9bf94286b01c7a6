/** @jsxImportSource preact */
import './public-page.css';
import { type PublicPageRoute, publicPageRoute } from '@repute/domain/public-pages';
import { render } from 'preact';
import { AskPage } from './AskPage';
import { ExportDownloadPage } from './ExportDownloadPage';
import { KioskPage } from './KioskPage';
import { PartnerSetupErrorPage } from './PartnerSetupErrorPage';
import { PartnerSetupPage } from './PartnerSetupPage';
import { ReviewLandingPage } from './ReviewLandingPage';
import { ScorecardRequestPage } from './ScorecardRequestPage';
import { UnsubscribePage } from './UnsubscribePage';

/** The page the path names; the server sends this document only for these paths (static-web.ts). */
function PublicPage({ route }: { route: PublicPageRoute }) {
  switch (route.page) {
    case 'review-landing':
      return <ReviewLandingPage token={route.token} />;
    case 'ask':
      return <AskPage token={route.token} />;
    case 'kiosk':
      return <KioskPage token={route.token} />;
    case 'unsubscribe':
      return <UnsubscribePage list={route.list} id={route.id} />;
    case 'export-download':
      return <ExportDownloadPage token={route.token} />;
    case 'scorecard-request':
      return <ScorecardRequestPage token={route.token} />;
    case 'partner-setup':
      return <PartnerSetupPage />;
    case 'partner-setup-error':
      return <PartnerSetupErrorPage />;
  }
}

const root = document.getElementById('root');
const route = publicPageRoute(window.location.pathname);
if (!root) throw new Error('The page has no #root element');
// Another path cannot reach this document through the server; the app says what a missing page is.
if (route) render(<PublicPage route={route} />, root);
else window.location.replace('/error?statusCode=404');
