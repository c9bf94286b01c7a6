import type {
  LocationInput,
  SourceOverrideCreate,
  SourceOverridePatch,
  SpecialHours,
  SpecialHoursCreate,
  SpecialHoursPatch,
} from '@repute/domain';
import type { HolidayProgress, HolidaySavePlan } from './holiday-hours-form';
import type { OverrideSavePlan } from './overrides-form';

export type SaveCalls<Saved extends { id: number }> = {
  createLocation: (body: LocationInput) => Promise<Saved>;
  patchLocation: (id: number, body: LocationInput) => Promise<Saved>;
  removeSpecialHours: (id: number) => Promise<unknown>;
  createSpecialHours: (body: SpecialHoursCreate) => Promise<SpecialHours>;
  patchSpecialHours: (id: number, body: SpecialHoursPatch) => Promise<SpecialHours>;
  createOverride: (body: SourceOverrideCreate) => Promise<unknown>;
  patchOverride: (id: number, body: SourceOverridePatch) => Promise<unknown>;
};

export type SaveStage = 'location' | 'holiday_hours' | 'overrides';

export type SaveResult<Saved> =
  | { ok: true; location: Saved }
  | { ok: false; stage: SaveStage; error: unknown; location: Saved | null };

export type SaveRequest = {
  /** The location being edited; none when creating. */
  locationId: number | null;
  input: LocationInput;
  holidayPlan: (locationId: number) => HolidaySavePlan;
  overridePlan: (locationId: number) => OverrideSavePlan;
  /** Told of each holiday-hours change the server took, so a failed save can be resumed. */
  onHolidayProgress?: (progress: HolidayProgress) => void;
};

async function saveHolidayHours<Saved extends { id: number }>(
  calls: SaveCalls<Saved>,
  plan: HolidaySavePlan,
  report: (progress: HolidayProgress) => void = () => {},
) {
  for (const id of plan.remove) {
    await calls.removeSpecialHours(id);
    report({ kind: 'removed', id });
  }
  for (const { rowId, body } of plan.create) {
    report({ kind: 'created', rowId, entry: await calls.createSpecialHours(body) });
  }
  for (const { id, body } of plan.patch) {
    report({ kind: 'patched', entry: await calls.patchSpecialHours(id, body) });
  }
}

async function saveOverrides<Saved extends { id: number }>(calls: SaveCalls<Saved>, plan: OverrideSavePlan) {
  for (const body of plan.create) await calls.createOverride(body);
  for (const { id, body } of plan.patch) await calls.patchOverride(id, body);
}

async function stage<T>(
  name: SaveStage,
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; stage: SaveStage; error: unknown }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, stage: name, error };
  }
}

/**
 * The save order of spec 001 §4. Editing: delete removed holiday hours, create new ones, patch changed ones,
 * and only if all of that worked patch the location. Creating: the location first (holiday hours need its
 * id), then its holiday hours. Directory-specific overrides come last in both.
 */
export async function saveLocation<Saved extends { id: number }>(
  calls: SaveCalls<Saved>,
  request: SaveRequest,
): Promise<SaveResult<Saved>> {
  let location: Saved;
  if (request.locationId !== null) {
    const id = request.locationId;
    const holiday = await stage('holiday_hours', () =>
      saveHolidayHours(calls, request.holidayPlan(id), request.onHolidayProgress),
    );
    if (!holiday.ok) return { ...holiday, location: null };
    const saved = await stage('location', () => calls.patchLocation(id, request.input));
    if (!saved.ok) return { ...saved, location: null };
    location = saved.value;
  } else {
    const created = await stage('location', () => calls.createLocation(request.input));
    if (!created.ok) return { ...created, location: null };
    location = created.value;
    const holiday = await stage('holiday_hours', () =>
      saveHolidayHours(calls, request.holidayPlan(location.id), request.onHolidayProgress),
    );
    if (!holiday.ok) return { ...holiday, location };
  }
  const overrides = await stage('overrides', () => saveOverrides(calls, request.overridePlan(location.id)));
  if (!overrides.ok) return { ...overrides, location };
  return { ok: true, location };
}
