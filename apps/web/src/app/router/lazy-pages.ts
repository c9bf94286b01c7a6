import { lazyNamed } from '../../shared/lib/lazy-named';

/** Every page is its own chunk: a route loads only what it shows. */
export const pages = {
  Login: lazyNamed(() => import('../../features/auth/pages/LoginPage'), 'LoginPage'),
  ForgotPassword: lazyNamed(() => import('../../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  ResetPassword: lazyNamed(() => import('../../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage'),
  ExpiredPassword: lazyNamed(() => import('../../features/auth/pages/ExpiredPasswordPage'), 'ExpiredPasswordPage'),
  PasswordResetComplete: lazyNamed(
    () => import('../../features/auth/pages/PasswordResetCompletePage'),
    'PasswordResetCompletePage',
  ),
  Signup: lazyNamed(() => import('../../features/auth/pages/SignupPage'), 'SignupPage'),
  Error: lazyNamed(() => import('../../features/errors/pages/ErrorPage'), 'ErrorPage'),
  Triage: lazyNamed(() => import('../../features/triage/pages/TriagePage'), 'TriagePage'),
  Dashboard: lazyNamed(() => import('../../features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  Keywords: lazyNamed(() => import('../../features/keywords/pages/KeywordsPage'), 'KeywordsPage'),
  KeywordCategory: lazyNamed(() => import('../../features/keywords/pages/KeywordCategoryPage'), 'KeywordCategoryPage'),
  KeywordDetails: lazyNamed(() => import('../../features/keywords/pages/KeywordDetailsPage'), 'KeywordDetailsPage'),
  LocationPerformance: lazyNamed(
    () => import('../../features/performance/pages/LocationPerformancePage'),
    'LocationPerformancePage',
  ),
  TargetScore: lazyNamed(() => import('../../features/performance/pages/TargetScorePage'), 'TargetScorePage'),
  LocalListings: lazyNamed(() => import('./LocalListingsScreen'), 'LocalListingsScreen'),
  Reviews: lazyNamed(() => import('../../features/reviews/pages/ReviewsPage'), 'ReviewsPage'),
  ReviewDetail: lazyNamed(() => import('../../features/reviews/pages/ReviewDetailPage'), 'ReviewDetailPage'),
  ReviewHistory: lazyNamed(() => import('../../features/reviews/pages/ReviewHistoryPage'), 'ReviewHistoryPage'),
  ChildReviews: lazyNamed(() => import('../../features/reviews/pages/ChildReviewsPage'), 'ChildReviewsPage'),
  Widgets: lazyNamed(() => import('../../features/amplify/pages/WidgetsPage'), 'WidgetsPage'),
  WidgetCreate: lazyNamed(() => import('../../features/amplify/pages/WidgetBuilderPage'), 'WidgetCreatePage'),
  WidgetEdit: lazyNamed(() => import('../../features/amplify/pages/WidgetBuilderPage'), 'WidgetEditPage'),
  WidgetPreview: lazyNamed(() => import('../../features/amplify/pages/WidgetBuilderPage'), 'WidgetPreviewPage'),
  CompetitorsOverview: lazyNamed(
    () => import('../../features/competitors/pages/CompetitorsOverviewPage'),
    'CompetitorsOverviewPage',
  ),
  CompetitorsPreview: lazyNamed(
    () => import('../../features/competitors/pages/CompetitorsPreviewPage'),
    'CompetitorsPreviewPage',
  ),
  CompetitorLocations: lazyNamed(
    () => import('../../features/competitors/pages/CompetitorLocationsPage'),
    'CompetitorLocationsPage',
  ),
  CompetitorBrands: lazyNamed(
    () => import('../../features/competitors/pages/CompetitorBrandsPage'),
    'CompetitorBrandsPage',
  ),
  Photos: lazyNamed(() => import('../../features/photos/pages/PhotosPage'), 'PhotosPage'),
  ComingSoon: lazyNamed(() => import('../../features/coming-soon/pages/ComingSoonPage'), 'ComingSoonPage'),
  Settings: lazyNamed(() => import('../../features/settings/pages/SettingsPage'), 'SettingsPage'),
  Alerts: lazyNamed(() => import('../../features/alerts/pages/AlertsPage'), 'AlertsPage'),
  RequestOverview: lazyNamed(
    () => import('../../features/review-requests/pages/RequestOverviewPage'),
    'RequestOverviewPage',
  ),
  RequestCompose: lazyNamed(() => import('../../features/review-requests/pages/ComposePage'), 'ComposePage'),
  RequestCampaigns: lazyNamed(
    () => import('../../features/review-requests/pages/CampaignListPage'),
    'CampaignListPage',
  ),
  RequestTemplates: lazyNamed(() => import('../../features/review-requests/pages/TemplatesPage'), 'TemplatesPage'),
  RequestConfirmation: lazyNamed(
    () => import('../../features/review-requests/pages/CampaignConfirmationPage'),
    'CampaignConfirmationPage',
  ),
  Microsurveys: lazyNamed(() => import('../../features/review-requests/pages/MicrosurveysPage'), 'MicrosurveysPage'),
  MicrosurveySummary: lazyNamed(
    () => import('../../features/review-requests/pages/MicrosurveySummaryPage'),
    'MicrosurveySummaryPage',
  ),
  WaysToAsk: lazyNamed(() => import('../../features/review-requests/pages/WaysToAskPage'), 'WaysToAskPage'),
  Profile: lazyNamed(() => import('../../features/settings/pages/ProfilePage'), 'ProfilePage'),
  Users: lazyNamed(() => import('../../features/settings/pages/UsersPage'), 'UsersPage'),
  NewUser: lazyNamed(() => import('../../features/settings/pages/NewUserPage'), 'NewUserPage'),
  Locations: lazyNamed(() => import('../../features/locations/pages/LocationsPage'), 'LocationsPage'),
  NewLocation: lazyNamed(() => import('../../features/locations/pages/NewLocationPage'), 'NewLocationPage'),
  LocationDetails: lazyNamed(() => import('../../features/locations/pages/LocationDetailsPage'), 'LocationDetailsPage'),
  LocationGroupsStep: lazyNamed(
    () => import('../../features/locations/pages/LocationGroupsStepPage'),
    'LocationGroupsStepPage',
  ),
  Integrations: lazyNamed(() => import('../../features/integrations/pages/IntegrationsPage'), 'IntegrationsPage'),
  Groups: lazyNamed(() => import('../../features/groups/pages/GroupsPage'), 'GroupsPage'),
  NewGroup: lazyNamed(() => import('../../features/groups/pages/NewGroupPage'), 'NewGroupPage'),
  GroupDetails: lazyNamed(() => import('../../features/groups/pages/GroupDetailsPage'), 'GroupDetailsPage'),
  ScheduledExports: lazyNamed(
    () => import('../../features/scheduled-exports/pages/ScheduledExportsPage'),
    'ScheduledExportsPage',
  ),
  Accounts: lazyNamed(() => import('../../features/partner/pages/AccountsPage'), 'AccountsPage'),
  FileDownload: lazyNamed(() => import('../../features/file-downloads/pages/FileDownloadPage'), 'FileDownloadPage'),
  SwitchAccount: lazyNamed(() => import('../../features/partner/pages/SwitchAccountPage'), 'SwitchAccountPage'),
};

export type PageName = Exclude<keyof typeof pages, 'ComingSoon'>;
