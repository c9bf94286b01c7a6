import { type Location, USER_TYPE_ID } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { LocationRow } from './locations.repo';

/** Only the Admin user type sees (and sets) the Google Place ID (spec 001 §5). */
export function seesPlaceId(caller: Pick<Caller, 'userTypeId'>): boolean {
  return caller.userTypeId === USER_TYPE_ID.admin;
}

export function toLocation(row: LocationRow, groupIds: number[], caller: Pick<Caller, 'userTypeId'>): Location {
  const location: Location = {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    public_name: row.publicName,
    address: row.address,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    state_id: row.stateId,
    state_code: row.stateCode,
    country: row.country,
    country_id: row.countryId,
    zipcode: row.zipcode,
    phone: row.phone,
    external_id: row.externalId,
    website: row.website,
    category_id: row.categoryId,
    category_name: row.categoryName,
    open_status: row.openStatus,
    is_headquarters: row.isHeadquarters,
    hours: row.hours,
    industry_ids: { npi_numbers: row.npiNumbers },
    status: row.status,
    status_reason: row.statusReason,
    issues_muted: row.issuesMuted,
    group_ids: groupIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return seesPlaceId(caller) ? { ...location, google_place_id: row.googlePlaceId } : location;
}
