/*
 * Every endpoint's contract, one file per module (decision 0123). The web app imports a module's file by its
 * subpath ('@repute/domain/contracts/reviews') so a page's chunk carries only the schemas it calls.
 */

export * as accountsContracts from './accounts';
export * as alertsContracts from './alerts';
export * as dateRangesContracts from './date-ranges';
export * from './endpoint';
export * as exportsContracts from './exports';
export * as groupsContracts from './groups';
export * as issuesContracts from './issues';
export * as locationsContracts from './locations';
export * as referenceContracts from './reference';
export * as replyDraftsContracts from './reply-drafts';
export * as responsesContracts from './responses';
export * as reviewsContracts from './reviews';
export * as sourcesContracts from './sources';
export * as tagsContracts from './tags';
export * as triageContracts from './triage';
export * as userPreferencesContracts from './user-preferences';
export * as usersContracts from './users';
