import { describe, expect, it } from 'vitest';
import { cityStateZip, dayHoursText, nameWithExternalId } from './detail-format';
import { diffRows } from './diff-format';

describe('detail and diff formatting', () => {
  it("names a location with its external ID or '(No External ID)'", () => {
    expect(nameWithExternalId({ name: 'Ballard', external_id: 'NW-2' })).toBe('Ballard (NW-2)');
    expect(nameWithExternalId({ name: 'Ballard', external_id: null })).toBe('Ballard (No External ID)');
    expect(cityStateZip({ city: 'Seattle', state: 'Washington', state_code: 'WA', zipcode: '98107' })).toBe(
      'Seattle, WA 98107',
    );
  });

  it('reads hours in 12-hour form', () => {
    expect(dayHoursText({ open: false, is_24_hours: false, hours: [] })).toBe('Closed');
    expect(dayHoursText({ open: true, is_24_hours: true, hours: [] })).toBe('Open 24 hours');
    expect(
      dayHoursText({
        open: true,
        is_24_hours: false,
        hours: [
          { open_time: '11:30', close_time: '14:30' },
          { open_time: '17:00', close_time: '23:00' },
        ],
      }),
    ).toBe('11:30 AM - 2:30 PM, 5:00 PM - 11:00 PM');
  });

  it("lists each changed field with this location's and Google's value", () => {
    const rows = diffRows({
      location_id: 1,
      changed_fields: ['website', 'open_status', 'special_hours'],
      target: { website: 'https://a.example', open_status: 'active', special_hours: [] },
      source: {
        website: 'https://b.example',
        open_status: 'temporarily_inactive',
        special_hours: [{ start_date: '2030-12-24', closed: true, is_24_hours: false, hours: [] }],
      },
    });
    expect(rows).toEqual([
      { field: 'website', label: 'Website', current: ['https://a.example'], google: ['https://b.example'] },
      { field: 'open_status', label: 'Business Status', current: ['Open'], google: ['Temporarily Closed'] },
      { field: 'special_hours', label: 'Holiday Hours', current: ['(none)'], google: ['12/24/30: Closed'] },
    ]);
  });
});
