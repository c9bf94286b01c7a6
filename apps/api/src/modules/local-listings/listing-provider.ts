import { INTERNAL_PROVIDER } from '@repute/domain';
import type { LocalListingsRepo } from './local-listings.repo';

/**
 * An operator names who publishes an account's listings (decision 0105). Handing them to an outside provider
 * turns Auto Sync off everywhere and drops what was queued, so Repute sends nothing more and only scans; back to
 * 'internal', Auto Sync stays off until someone publishes again.
 */
export async function setListingProvider(
  repo: LocalListingsRepo,
  accountId: number,
  provider: string,
): Promise<{ autoSyncTurnedOff: number }> {
  await repo.setProvider(accountId, provider);
  if (provider === INTERNAL_PROVIDER) return { autoSyncTurnedOff: 0 };
  const turnedOff = await repo.autoSyncOffEverywhere(accountId);
  await repo.cancelAllQueued(accountId);
  return { autoSyncTurnedOff: turnedOff.length };
}
