/*
 * Every endpoint's contract, one file per module (decision 0123). The web app imports a module's file by its
 * subpath ('@repute/domain/contracts/reviews') so a page's chunk carries only the schemas it calls.
 */

export * as amplifyContracts from './amplify';
export * as authContracts from './auth';
export * as billingContracts from './billing';
export * as campaignReportsContracts from './campaign-reports';
export * from './endpoint';
export * as errorTrackingContracts from './error-tracking';
export * as groupsContracts from './groups';
export * as microsurveysContracts from './microsurveys';
export * as passwordsContracts from './passwords';
export * as requestLandingContracts from './request-landing';
export * as responseTemplatesContracts from './response-templates';
export * as responsesContracts from './responses';
export * as reviewRequestsContracts from './review-requests';
export * as reviewsContracts from './reviews';
export * as signupContracts from './signup';
export * as tagsContracts from './tags';
export * as unsubscribeContracts from './unsubscribe';
export * as webhooksContracts from './webhooks';
