import type { SpecialHours } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import type { HolidaySavePlan } from './holiday-hours-form';
import { type SaveCalls, saveLocation } from './save-location';

type Saved = { id: number };

function recorder(failOn?: string) {
  const log: string[] = [];
  const call =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      log.push(`${name}${args.length && typeof args[0] === 'number' ? ` ${args[0]}` : ''}`);
      if (name === failOn) throw new Error(`${name} failed`);
      return value;
    };
  const calls: SaveCalls<Saved> = {
    createLocation: call('createLocation', { id: 50 }),
    patchLocation: call('patchLocation', { id: 7 }),
    removeSpecialHours: call('removeSpecialHours', undefined),
    createSpecialHours: call('createSpecialHours', entry(30)),
    patchSpecialHours: call('patchSpecialHours', entry(2)),
    createOverride: call('createOverride', undefined),
    patchOverride: call('patchOverride', undefined),
  };
  return { log, calls };
}

const entry = (id: number): SpecialHours => ({
  id,
  account_id: 1,
  location_id: 7,
  start_date: '2030-12-24',
  closed: true,
  is_24_hours: false,
  hours: [],
});

const holidayPlan = (locationId: number): HolidaySavePlan => ({
  remove: [1],
  create: [
    { rowId: '1-new', body: { location_id: locationId, start_date: '2030-12-24', closed: true, is_24_hours: false } },
  ],
  patch: [{ id: 2, body: { closed: true } }],
});
const overridePlan = (locationId: number) => ({
  create: [{ location_id: locationId, source_id: 1, phone: '2065550100', enabled: true }],
  patch: [],
});

describe('saving a location', () => {
  it('edits in the order of the spec: delete, create, patch holiday hours, then the location, then overrides', async () => {
    const { log, calls } = recorder();
    const result = await saveLocation(calls, { locationId: 7, input: {}, holidayPlan, overridePlan });
    expect(result).toEqual({ ok: true, location: { id: 7 } });
    expect(log).toEqual([
      'removeSpecialHours 1',
      'createSpecialHours',
      'patchSpecialHours 2',
      'patchLocation 7',
      'createOverride',
    ]);
  });

  it('skips the location when the holiday hours fail, and tells what was done before', async () => {
    const { log, calls } = recorder('createSpecialHours');
    const progress: unknown[] = [];
    const result = await saveLocation(calls, {
      locationId: 7,
      input: {},
      holidayPlan,
      overridePlan,
      onHolidayProgress: (step) => progress.push(step),
    });
    expect(result).toMatchObject({ ok: false, stage: 'holiday_hours', location: null });
    expect(log).not.toContain('patchLocation 7');
    expect(progress).toEqual([{ kind: 'removed', id: 1 }]);
  });

  it('creates the location first, then its holiday hours with the new id', async () => {
    const { log, calls } = recorder('patchSpecialHours');
    const result = await saveLocation(calls, { locationId: null, input: {}, holidayPlan, overridePlan });
    expect(log.slice(0, 3)).toEqual(['createLocation', 'removeSpecialHours 1', 'createSpecialHours']);
    expect(result).toMatchObject({ ok: false, stage: 'holiday_hours', location: { id: 50 } });
  });

  it('reports a failed override save with the saved location', async () => {
    const { calls } = recorder('createOverride');
    const result = await saveLocation(calls, { locationId: 7, input: {}, holidayPlan, overridePlan });
    expect(result).toMatchObject({ ok: false, stage: 'overrides', location: { id: 7 } });
  });
});
