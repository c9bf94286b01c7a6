export {
  createLocationPeriods,
  currentPeriod,
  type LocationPeriods,
  type NegativeReview,
  type Period,
} from './location-periods';
export type { PlaceFacts, PlaceLookup } from './place-lookup';
export { createSandboxPlaceLookup } from './sandbox-place-lookup';
export { partnerScorecardsCsv } from './scorecards.csv';
export { scorecardsModule } from './scorecards.module';
export type { ScorecardsService } from './scorecards.service';
