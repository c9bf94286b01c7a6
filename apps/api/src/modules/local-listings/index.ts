export { createListingEngine, type ListingEngine } from './listing-engine';
export { setListingProvider } from './listing-provider';
export { createListingSync, type ListingSync, type SyncCount } from './listing-sync';
export {
  createAutoSyncRequests,
  enqueueScan,
  LISTING_AUTO_SYNC_QUEUE,
  type ListingDataChanged,
  LOCAL_LISTING_QUEUES,
  workLocalListings,
} from './local-listings.jobs';
export { createLocalListingsRepo, type LocalListingsRepo } from './local-listings.repo';
export { localListingsRoutes } from './local-listings.routes';
export { createLocalListingsService, type LocalListingsService } from './local-listings.service';
