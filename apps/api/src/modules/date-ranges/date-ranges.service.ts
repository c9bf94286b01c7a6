import {
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  DEFAULT_TIME_ZONE,
  isKnownTimeZone,
  type PresetDateDescriptor,
  type ResolvedDateRange,
  resolvePresetRange,
  todayIn,
  WEEK_STARTS_ON,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';

const PRESETS = DATE_DESCRIPTORS.filter((descriptor): descriptor is PresetDateDescriptor => descriptor !== 'custom');

/** The date filter's calendar: the account's time zone and today, and every preset resolved on that day. */
export function createDateRangesService() {
  return {
    async resolve(caller: Caller, requestedAccountId: number | undefined, now: Date = new Date()) {
      const accountId = await accountInScope(caller, requestedAccountId);
      const stored = caller.accountTimeZone;
      // A zone this runtime does not know would throw on every date: fall back to the product default.
      const timeZone = isKnownTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
      const today = todayIn(timeZone, now);
      const ranges: ResolvedDateRange[] = PRESETS.map((descriptor) => ({
        descriptor,
        label: DATE_DESCRIPTOR_LABELS[descriptor],
        ...resolvePresetRange(descriptor, today),
      }));
      return { account_id: accountId, time_zone: timeZone, today, week_starts_on: WEEK_STARTS_ON, ranges };
    },
  };
}

export type DateRangesService = ReturnType<typeof createDateRangesService>;
