import type { LocationPreview } from '@repute/domain';
import { formatCents } from '@repute/domain/billing';
import { ADDING_LOCATION_COST_NOTICE } from '@repute/domain/listings';
import { NPI_MESSAGES } from '@repute/domain/npi';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { isApiError } from '../../shared/api/api-error';
import { plural } from '../../shared/lib/count-format';
import { LOCATION_TEXT } from './messages';

/** Why Add Location opens a modal instead of the form: the account setting or the trial's limit (spec 001 §6). */
export type AddLocationBlock = 'prevented' | 'trial_limit' | null;

export function addLocationBlock(input: {
  preventAdditions: boolean;
  preview: Pick<LocationPreview, 'trial_location_limit_reached'> | undefined;
}): AddLocationBlock {
  if (input.preventAdditions) return 'prevented';
  if (input.preview?.trial_location_limit_reached) return 'trial_limit';
  return null;
}

/**
 * The cost line under the form (spec 001 §6): Admins of accounts that are not white-label see the exact monthly
 * cost; everyone else the general notice.
 */
export function costNotice(input: {
  userTypeId: number | undefined;
  isWhitelabel: boolean;
  preview: Pick<LocationPreview, 'new_location_monthly_unit_cents'> | undefined;
}): string {
  const exact = input.userTypeId === USER_TYPE_ID.admin && !input.isWhitelabel;
  if (!exact || !input.preview) return ADDING_LOCATION_COST_NOTICE;
  return `Adding this location adds ${formatCents(input.preview.new_location_monthly_unit_cents)} a month to your bill.`;
}

export function seesExactCost(userTypeId: number | undefined, isWhitelabel: boolean): boolean {
  return userTypeId === USER_TYPE_ID.admin && !isWhitelabel;
}

/** What the Delete button does: offered only with location delete; blocked by the setting or the last location. */
export type DeleteBlock = 'prevented' | 'last_location' | null;

export function deleteBlock(input: { preventDeletions: boolean; totalLocations: number | undefined }): DeleteBlock {
  if (input.preventDeletions) return 'prevented';
  if (input.totalLocations !== undefined && input.totalLocations <= 1) return 'last_location';
  return null;
}

/**
 * Whether Delete is offered (spec 001 §6): with location delete, and only while the account has more than one
 * location; for the last one a message says to contact support instead. Nothing until the count is known.
 */
export function deleteOffer(input: { mayDelete: boolean; totalLocations: number | undefined }) {
  if (!input.mayDelete || input.totalLocations === undefined) return 'none';
  return input.totalLocations > 1 ? 'offered' : 'last_location';
}

/** Bulk hours (spec 001 §8): one failure, n failures, or the server's text when a single location was asked. */
export function bulkHoursFailure(failed: number, total: number, serverText?: string): string | null {
  if (failed === 0) return null;
  if (total === 1 && serverText) return serverText;
  return plural(failed, LOCATION_TEXT.oneNotUpdated, LOCATION_TEXT.manyNotUpdated(failed));
}

/** NPI lookups (spec 001 §8): not found (also a 400), else the registry could not be reached. */
export function npiLookupError(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return NPI_MESSAGES.notFound;
  return NPI_MESSAGES.unreachable;
}

/** The unable-to-add/delete modal's advice: support, or the account representative of a white-label account. */
export function contactAdvice(isWhitelabel: boolean, supportEmail: string | null | undefined): string {
  if (isWhitelabel) {
    return supportEmail
      ? `Please contact your account representative at ${supportEmail}.`
      : 'Please contact your account representative.';
  }
  return 'Please contact support to make this change.';
}
