export type { ListingEngine } from './listing-engine';
export type { ListingSync, SyncCount } from './listing-sync';
export { LISTING_AUTO_SYNC_QUEUE, type ListingDataChanged } from './local-listings.jobs';
export { localListingsModule } from './local-listings.module';
export type { LocalListingsService } from './local-listings.service';
