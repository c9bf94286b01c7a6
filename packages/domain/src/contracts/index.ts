/*
 * Every endpoint's contract, one file per module (decision 0123). The web app imports a module's file by its
 * subpath ('@repute/domain/contracts/reviews') so a page's chunk carries only the schemas it calls.
 */

export * from './endpoint';
export * as groupsContracts from './groups';
export * as responsesContracts from './responses';
export * as reviewsContracts from './reviews';
export * as tagsContracts from './tags';
