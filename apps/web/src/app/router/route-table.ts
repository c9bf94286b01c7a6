import type { RoutePolicy } from '@repute/domain/route-policy';
import type { Need } from '../../shared/session/route-access';
import type { PageName } from './lazy-pages';

/**
 * One route of spec 000 §2 and the page that serves it.
 * `needs`: the API route the screen is built on; a user who may not call it gets the permission screen there
 * (decision 0124), and the menu leaves its item out by the same rule.
 */
export type RouteEntry = {
  path: string;
  title: string;
  page: PageName;
  needs?: Need;
  /** A public route (no navigation) that still needs a session: without one, off to /login and back. */
  signedIn?: true;
};

/**
 * Spec 000 §6: Competitors needs competitor read or preview; a preview-only user is sent on to /competitors/preview
 * (the guard, and the overview page itself).
 */
export const COMPETITORS_SCREEN: RoutePolicy = {
  access: 'active',
  permission: [
    ['competitor', 'read'],
    ['competitor', 'preview'],
  ],
};
/** The Ask tool's screens read its campaigns. */
const ASK_TOOL = 'GET /campaigns';

/**
 * Public routes: no session needed, no navigation. The pages a visitor opens from a message, a QR code or a kiosk
 * (unsubscribe, review landing, microsurveys, kiosk, the partner's integrations setup) are not the app's: they are
 * a light build of their own (src/public-pages, @repute/domain/public-pages, decision 0099), and so is a partner's
 * scorecard of a prospect (/scorecardrequest/{id}, decision 0142).
 */
export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: 'login', title: 'Log In', page: 'Login' },
  { path: 'signup', title: 'Sign Up', page: 'Signup' },
  { path: 'signup/location', title: 'Add Your Location', page: 'SignupLocation', signedIn: true },
  { path: 'forgot-password', title: 'Forgot Password', page: 'ForgotPassword' },
  { path: 'reset-password', title: 'Reset Password', page: 'ResetPassword' },
  { path: 'expired-password', title: 'Password Expired', page: 'ExpiredPassword' },
  { path: 'password-reset-complete', title: 'Password Reset Complete', page: 'PasswordResetComplete' },
  { path: 'sso-login/:token', title: 'Single Sign-On', page: 'SsoLogin' },
  // Decision 0156: where an OpenID Connect provider sends the browser back.
  { path: 'sso/callback', title: 'Single Sign-On', page: 'SsoCallback' },
  { path: 'error', title: 'Error', page: 'Error' },
  { path: 'triage', title: 'Triage', page: 'Triage' },
];

/** Signed-in routes, inside the navigation; they also exist under /as/{accountId} while shadowing. */
export const APP_ROUTES: RouteEntry[] = [
  { path: 'dashboard', title: 'Dashboard', page: 'Dashboard' },
  { path: 'dashboard/locations', title: 'Location Performance', page: 'LocationPerformance' },
  { path: 'dashboard/keywords', title: 'Keywords', page: 'Keywords' },
  { path: 'dashboard/keywords/categories', title: 'Keyword Categories', page: 'KeywordCategory' },
  { path: 'dashboard/keywords/:keyword', title: 'Keyword Details', page: 'KeywordDetails' },
  { path: 'dashboard/local_listings', title: 'Local Listings', page: 'LocalListings' },
  { path: 'reviews', title: 'Reviews', page: 'Reviews' },
  // Decision 0146: the approval queue of suggested replies (issue 32 §2).
  { path: 'reviews/approvals', title: 'Reply Approvals', page: 'ReplyApprovals', needs: 'GET /reply_suggestions' },
  { path: 'reviews/:reviewId', title: 'Review', page: 'ReviewDetail' },
  { path: 'reviews/:reviewId/history', title: 'Review History', page: 'ReviewHistory' },
  { path: 'request-reviews', title: 'Ask Tool', page: 'RequestOverview', needs: ASK_TOOL },
  { path: 'request-reviews/overview', title: 'Ask Tool Overview', page: 'RequestOverview', needs: ASK_TOOL },
  { path: 'request-reviews/compose', title: 'Compose Review Request', page: 'RequestCompose', needs: ASK_TOOL },
  { path: 'request-reviews/history', title: 'Request History', page: 'RequestCampaigns', needs: ASK_TOOL },
  {
    path: 'request-reviews/templates',
    title: 'Request Templates',
    page: 'RequestTemplates',
    needs: 'GET /request_templates',
  },
  { path: 'request-reviews/microsurveys', title: 'Microsurveys', page: 'Microsurveys', needs: 'GET /microsurveys' },
  {
    path: 'request-reviews/microsurveys/:id/summaries',
    title: 'Microsurvey Summaries',
    page: 'MicrosurveySummary',
    needs: 'GET /microsurveys/:id/summaries',
  },
  { path: 'request-reviews/campaigns', title: 'Campaigns', page: 'RequestCampaigns', needs: ASK_TOOL },
  {
    path: 'request-reviews/new/confirmation',
    title: 'Campaign Confirmation',
    page: 'RequestConfirmation',
    needs: 'GET /campaigns/:id',
  },
  { path: 'request-reviews/ways-to-ask', title: 'Ways to Ask', page: 'WaysToAsk', needs: ASK_TOOL },
  { path: 'settings', title: 'Account & Settings', page: 'Settings' },
  { path: 'settings/profile', title: 'Profile', page: 'Profile' },
  { path: 'settings/alerts', title: 'Alerts', page: 'Alerts' },
  { path: 'settings/users', title: 'Users', page: 'Users' },
  { path: 'settings/users/new', title: 'Add User', page: 'NewUser' },
  { path: 'settings/account', title: 'Account', page: 'Account' },
  { path: 'settings/account/*', title: 'Account', page: 'Account' },
  { path: 'settings/locations', title: 'Locations', page: 'Locations' },
  { path: 'settings/locations/new', title: 'Add Location', page: 'NewLocation' },
  { path: 'settings/locations/new/:locationId/groups', title: 'Add Location to Groups', page: 'LocationGroupsStep' },
  { path: 'settings/locations/:locationId/details', title: 'Location Details', page: 'LocationDetails' },
  { path: 'settings/integrations', title: 'Integrations', page: 'Integrations' },
  // Decision 0168: where the catalogue's external-launch tiles lead (issue 31), for those who see the catalogue.
  { path: 'settings/integrations/tableau', title: 'Tableau', page: 'TableauGuide', needs: 'GET /integrations' },
  { path: 'settings/integrations/hootsuite', title: 'Hootsuite', page: 'HootsuiteGuide', needs: 'GET /integrations' },
  { path: 'settings/integrations/zapier', title: 'Zapier', page: 'ZapierGuide', needs: 'GET /integrations' },
  { path: 'settings/billing', title: 'Billing', page: 'Billing', needs: 'GET /billing/:accountId' },
  {
    path: 'settings/billing/edit',
    title: 'Edit Billing',
    page: 'EditBilling',
    needs: 'POST /billing/:accountId/checkout',
  },
  {
    path: 'settings/billing/manage-plans',
    title: 'Manage Plans',
    page: 'ManagePlans',
    needs: 'POST /billing/:accountId/checkout',
  },
  { path: 'settings/scheduled-exports/manage', title: 'Scheduled Exports', page: 'ScheduledExports' },
  { path: 'settings/target-score', title: 'Target Score', page: 'TargetScore' },
  // Decision 0146: auto-reply rules (issue 32 §2).
  { path: 'settings/auto-replies', title: 'Auto-Reply Rules', page: 'AutoReplyRules', needs: 'GET /auto_reply_rules' },
  // Decision 0153: outgoing webhooks (issue 31).
  { path: 'settings/webhooks', title: 'Webhooks', page: 'Webhooks', needs: 'GET /webhook_subscriptions' },
  // Decisions 0158, 0159: the audit log, and the operator's staff acting as a user (issue 31).
  { path: 'settings/audit-log', title: 'Audit Log', page: 'AuditLog', needs: 'GET /audit_events' },
  { path: 'staff/impersonation', title: 'Impersonate a User', page: 'StaffImpersonation' },
  // Decision 0156: single sign-on with OpenID Connect (issue 31).
  { path: 'settings/sso', title: 'Single Sign-On', page: 'SsoSettings', needs: 'GET /sso/oidc' },
  // Decision 0160: personal API tokens and the account's OAuth applications (issue 31).
  { path: 'settings/api-tokens', title: 'API Tokens', page: 'ApiTokens', needs: 'GET /api_tokens' },
  { path: 'settings/oauth-clients', title: 'OAuth Applications', page: 'OauthClients', needs: 'GET /oauth_clients' },
  { path: 'settings/groups', title: 'Groups', page: 'Groups' },
  { path: 'settings/groups/new', title: 'Add Group', page: 'NewGroup' },
  { path: 'settings/groups/:groupId', title: 'Group', page: 'GroupDetails' },
  { path: 'amplify', title: 'Amplify', page: 'Widgets' },
  { path: 'amplify/widgets/create/:widgetType', title: 'Create Widget', page: 'WidgetCreate' },
  { path: 'amplify/widgets/edit/:widgetType/:id', title: 'Edit Widget', page: 'WidgetEdit' },
  { path: 'amplify/widgets/preview/:widgetType/:id', title: 'Preview Widget', page: 'WidgetPreview' },
  { path: 'competitors', title: 'Competitors', page: 'CompetitorsOverview', needs: COMPETITORS_SCREEN },
  { path: 'competitors/preview', title: 'Competitors Preview', page: 'CompetitorsPreview', needs: COMPETITORS_SCREEN },
  {
    path: 'competitors/locations',
    title: 'Competitor Locations',
    page: 'CompetitorLocations',
    needs: 'GET /competitors',
  },
  { path: 'competitors/brands', title: 'Competitor Brands', page: 'CompetitorBrands', needs: 'GET /competitor_brands' },
  { path: 'local-search', title: 'Local Search', page: 'LocalSearch', needs: 'GET /local_search/searches' },
  { path: 'oauth/authorize', title: 'Authorize Application', page: 'OauthAuthorize', needs: 'GET /oauth/consent' },
  { path: 'partner-tools', title: 'Partner Tools', page: 'PartnerTools' },
  { path: 'photos', title: 'Photos', page: 'Photos', needs: 'GET /media' },
  {
    path: 'prescriptive_insights',
    title: 'Prescriptive Insights',
    page: 'PrescriptiveInsights',
    needs: 'GET /prescriptive_insights',
  },
  { path: 'file-downloads/:fileId', title: 'File Download', page: 'FileDownload' },
  {
    path: 'visual-reports',
    title: 'Reports',
    page: 'VisualReports',
    needs: 'GET /visual_reports/:account_id/:report',
  },
  { path: 'accounts', title: 'Accounts', page: 'Accounts' },
  { path: 'accounts/trials', title: 'Trials', page: 'Trials', needs: 'GET /accounts/trials' },
  { path: 'child-reviews', title: 'Reviews without responses', page: 'ChildReviews' },
  {
    path: 'partner-account-reports',
    title: 'Partner Account Reports',
    page: 'PartnerAccountReports',
    needs: 'GET /partner_account_reports',
  },
];

/** Old addresses the guard forwards (spec 000 §2); they only need to exist so they do not fall to /error. */
export const ALIAS_PATHS = ['profile', 'account', 'account/*', 'billing', 'billing/*'];

/** What a signed-in screen needs (its `needs`), by its path ('/photos'), or undefined when it gates nothing. */
export function screenNeed(path: string): Need | undefined {
  return APP_ROUTES.find((entry) => `/${entry.path}` === path)?.needs;
}
