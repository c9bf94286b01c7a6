import { describe, expect, it } from 'vitest';
import {
  changedListingFields,
  directoryStatusOf,
  FIELDS_NOT_IN_SYNC_PREFIX,
  FLYOUT_CARDS,
  fieldsNotInSyncDescription,
  flyoutActionOf,
  parseFieldsNotInSync,
  publishSlots,
  shownDirectoryStatus,
} from './local-listings';

const location = {
  public_name: 'Northwind Dental',
  address: '1 Main St',
  address_2: null,
  city: 'Seattle',
  state_code: 'WA',
  zipcode: '98107',
  phone: '(206) 555-0100',
  website: 'https://northwind.example',
  category_name: 'Dentist',
  open_status: 'active',
  hours: null,
  special_hours: [],
};

describe('changedListingFields', () => {
  it('compares phones by digits, websites without slash or case, and text without surrounding spaces', () => {
    const scanned = { ...location, phone: '206-555-0100', website: 'HTTPS://northwind.example/', city: ' Seattle ' };
    expect(changedListingFields(location, scanned)).toEqual([]);
  });

  it('names every field that differs, in the diff order', () => {
    const scanned = { ...location, website: 'https://other.example', public_name: 'Northwind', hours: {} };
    expect(changedListingFields(location, scanned)).toEqual(['public_name', 'website', 'hours']);
  });
});

describe("'Fields not in sync: ...'", () => {
  it('writes the directory names of the fields and parses them back into the location fields', () => {
    const description = fieldsNotInSyncDescription(['phone', 'category_name', 'public_name', 'hours']);
    expect(description).toBe('Fields not in sync: phone_number, primary_category, name, hours');
    expect(parseFieldsNotInSync(description)).toEqual(['phone', 'category_name', 'public_name', 'hours']);
  });

  it('finds no fields in any other description', () => {
    expect(parseFieldsNotInSync('Ensure you have access to this location')).toEqual([]);
    expect(parseFieldsNotInSync(null)).toEqual([]);
    expect(FIELDS_NOT_IN_SYNC_PREFIX).toBe('Fields not in sync: ');
  });
});

const base = {
  present: true,
  available: true,
  publishingEnabled: true,
  directoryEnabled: true,
  integration: 'active' as const,
  hasLocationReference: true,
  scanned: true,
  changedFields: [] as string[],
  publishing: false,
  publishDueAt: null,
};

describe('directoryStatusOf', () => {
  it('is in_sync when the scan matches, not_in_sync with the fields when it does not', () => {
    expect(directoryStatusOf(base)).toEqual({ status: 'in_sync', status_description: null });
    expect(directoryStatusOf({ ...base, changedFields: ['phone', 'website'] })).toEqual({
      status: 'not_in_sync',
      status_description: 'Fields not in sync: phone_number, website',
    });
  });

  it('is not_available for a directory missing from the location or without a way to be read', () => {
    expect(directoryStatusOf({ ...base, present: false }).status).toBe('not_available');
    expect(directoryStatusOf({ ...base, available: false, reason: 'No public API' })).toEqual({
      status: 'not_available',
      status_description: 'No public API',
    });
  });

  it('asks for action without an integration or without the location in it', () => {
    expect(directoryStatusOf({ ...base, integration: 'expired' })).toEqual({
      status: 'action_required',
      status_description: 'Ensure you have access to this location',
    });
    expect(directoryStatusOf({ ...base, hasLocationReference: false }).status).toBe('pending_claim');
  });

  it('says when a queued change will go, and that one is being sent', () => {
    const due = new Date('2026-11-24T16:30:00Z');
    expect(directoryStatusOf({ ...base, changedFields: ['phone'], publishDueAt: due })).toEqual({
      status: 'pending_sync',
      status_description: 'Scheduled to publish at 2026-11-24T16:30:00.000Z',
    });
    expect(directoryStatusOf({ ...base, changedFields: ['phone'], publishing: true }).status).toBe('in_progress');
  });

  it('is not_in_sync when Auto Sync is on but the directory is switched off, whatever was scanned', () => {
    expect(directoryStatusOf({ ...base, directoryEnabled: false })).toEqual({
      status: 'not_in_sync',
      status_description: 'Directory syncing disabled',
    });
  });

  it('waits for a first scan as in_progress', () => {
    expect(directoryStatusOf({ ...base, scanned: false }).status).toBe('in_progress');
  });
});

describe('shownDirectoryStatus', () => {
  it('shows a disabled directory of a publishing location as not_in_sync after a refresh', () => {
    expect(shownDirectoryStatus('in_sync', { publishingEnabled: true, directoryEnabled: false })).toBe('not_in_sync');
    expect(shownDirectoryStatus('in_progress', { publishingEnabled: true, directoryEnabled: false })).toBe(
      'not_in_sync',
    );
    expect(shownDirectoryStatus('in_sync', { publishingEnabled: false, directoryEnabled: false })).toBe('in_sync');
    expect(shownDirectoryStatus('pending_sync', { publishingEnabled: true, directoryEnabled: false })).toBe(
      'pending_sync',
    );
  });
});

describe('flyoutActionOf: the mapping in its order', () => {
  const card = {
    status: 'not_in_sync' as const,
    isAdmin: true,
    integration: 'active' as const,
    hasLocationReference: true,
  };
  it('in_sync wins over everything, then a non-admin, then the integration, then the status', () => {
    expect(flyoutActionOf({ ...card, status: 'in_sync', isAdmin: false, integration: 'none' })).toBe('in_sync');
    expect(flyoutActionOf({ ...card, isAdmin: false, integration: 'none' })).toBe('out_of_sync_non_admin');
    expect(flyoutActionOf({ ...card, integration: 'inactive' })).toBe('missing_integration');
    expect(flyoutActionOf({ ...card, integration: 'expired', hasLocationReference: false })).toBe(
      'missing_integration',
    );
    expect(flyoutActionOf({ ...card, hasLocationReference: false })).toBe('location_missing_from_integration');
    expect(flyoutActionOf(card)).toBe('out_of_sync');
    expect(flyoutActionOf({ ...card, status: 'in_progress' })).toBe('out_of_sync_in_progress');
    expect(flyoutActionOf({ ...card, status: 'pending_claim' })).toBe('out_of_sync_in_progress');
    expect(flyoutActionOf({ ...card, status: 'pending_sync' })).toBe('pending_sync');
  });

  it('gives each action its card title and colour', () => {
    expect(FLYOUT_CARDS.in_sync).toEqual({ title: 'In Sync', colour: 'green' });
    expect(FLYOUT_CARDS.pending_sync).toEqual({ title: 'Pending Sync', colour: 'grey' });
    expect(FLYOUT_CARDS.out_of_sync_in_progress.colour).toBe('grey');
    expect(FLYOUT_CARDS.missing_integration).toEqual({ title: 'Integrate This Directory', colour: 'red' });
    expect(FLYOUT_CARDS.location_missing_from_integration.title).toBe('Add Location to Integration');
    expect(FLYOUT_CARDS.out_of_sync.title).toBe('Data Points Out of Sync');
    expect(FLYOUT_CARDS.out_of_sync_non_admin).toEqual({ title: 'Out of Sync', colour: 'red' });
  });
});

describe('publishSlots: Google allows 10 edits a minute per profile and 10,000 a day per project', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const minute = 60_000;
  const nowMinute = now.getTime() / minute;
  const day = Math.floor(now.getTime() / 86_400_000);
  const nothingUsed = { profilePerMinute: new Map(), projectPerDay: new Map() };

  it('sends ten a minute from the earliest time, after the edits already queued for the profile', () => {
    const used = { profilePerMinute: new Map([[nowMinute, 5]]), projectPerDay: new Map([[day, 5]]) };
    const slots = publishSlots({ count: 25, earliest: now, used });
    expect(slots).toHaveLength(25);
    expect(slots[0]).toEqual(now);
    expect(slots[4]).toEqual(now);
    expect(slots[5]).toEqual(new Date(now.getTime() + minute));
    expect(slots[24]).toEqual(new Date(now.getTime() + 2 * minute));
  });

  it('spreads a burst of 1,000 over 100 minutes, never dropping one', () => {
    const slots = publishSlots({ count: 1000, earliest: now, used: nothingUsed });
    expect(slots).toHaveLength(1000);
    const perMinute = new Map<number, number>();
    for (const slot of slots) perMinute.set(slot.getTime(), (perMinute.get(slot.getTime()) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBe(10);
    expect(perMinute.size).toBe(100);
  });

  it('moves what passes the day quota to the next UTC day, ten a minute there too', () => {
    const used = { profilePerMinute: new Map(), projectPerDay: new Map([[day, 9_999]]) };
    const slots = publishSlots({ count: 12, earliest: now, used });
    expect(slots[0]).toEqual(now);
    expect(slots[1]).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(slots[10]).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(slots[11]).toEqual(new Date('2026-11-25T00:01:00Z'));
  });

  it('gives edits queued one at a time the same spread as a batch, on the next day too', () => {
    const profilePerMinute = new Map<number, number>();
    const projectPerDay = new Map([[day, 9_995]]);
    const slots = Array.from({ length: 30 }, () => {
      const [slot] = publishSlots({ count: 1, earliest: now, used: { profilePerMinute, projectPerDay } });
      if (!slot) throw new Error('no slot');
      const at = Math.floor(slot.getTime() / minute);
      profilePerMinute.set(at, (profilePerMinute.get(at) ?? 0) + 1);
      const on = Math.floor(slot.getTime() / 86_400_000);
      projectPerDay.set(on, (projectPerDay.get(on) ?? 0) + 1);
      return slot;
    });
    expect(slots.filter((slot) => slot.getTime() === now.getTime())).toHaveLength(5);
    expect(slots.filter((slot) => slot.toISOString() === '2026-11-25T00:00:00.000Z')).toHaveLength(10);
    expect(slots.at(-1)).toEqual(new Date('2026-11-25T00:02:00Z'));
  });
});
