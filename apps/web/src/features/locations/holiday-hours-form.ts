import type { SpecialHours, SpecialHoursCreate, SpecialHoursDraft, SpecialHoursPatch } from '@repute/domain';
import {
  isWithinWarningWindow,
  longestClosedRun,
  NEW_SPECIAL_HOURS_SUFFIX,
  SPECIAL_HOURS_CLOSED_RUN_WARNING_DAYS,
  SPECIAL_HOURS_MESSAGES,
  validateSpecialHoursEntry,
} from '@repute/domain/special-hours';
import { type DayForm, dayFormErrors, dayToForm, wireTime } from './hours-form';

/**
 * One holiday-hours row of the form. Saved rows keep their numeric id (as text) and the entry they were
 * loaded from; new rows get an id ending in -new (spec 001 §3).
 */
export type HolidayRow = {
  id: string;
  start_date: string;
  /** The date field has been left: only then does a missing date count as an error. */
  dateTouched: boolean;
  closed: boolean;
  day: DayForm;
  saved: SpecialHours | null;
};

export type HolidayState = { rows: HolidayRow[]; removedIds: number[]; nextKey: number };

export const EMPTY_HOLIDAY_STATE: HolidayState = { rows: [], removedIds: [], nextKey: 1 };

export function isNewRow(row: Pick<HolidayRow, 'id'>): boolean {
  return row.id.endsWith(NEW_SPECIAL_HOURS_SUFFIX);
}

export function rowFromEntry(entry: SpecialHours): HolidayRow {
  return {
    id: String(entry.id),
    start_date: entry.start_date,
    dateTouched: true,
    closed: entry.closed,
    day: entry.closed
      ? { open: false, is_24_hours: false, ranges: [] }
      : dayToForm({ open: true, is_24_hours: entry.is_24_hours, hours: entry.hours }),
    saved: entry,
  };
}

export function loadedState(entries: SpecialHours[]): HolidayState {
  return { rows: entries.map(rowFromEntry), removedIds: [], nextKey: 1 };
}

/** A new date, closed unless the person gives it hours. */
export function addRow(state: HolidayState, startDate = ''): HolidayState {
  const row: HolidayRow = {
    id: `${state.nextKey}${NEW_SPECIAL_HOURS_SUFFIX}`,
    start_date: startDate,
    dateTouched: Boolean(startDate),
    closed: true,
    day: { open: false, is_24_hours: false, ranges: [] },
    saved: null,
  };
  return { ...state, rows: [...state.rows, row], nextKey: state.nextKey + 1 };
}

/** Removing a saved row queues it for deletion on save; a new row is just dropped (spec 001 §4). */
export function removeRow(state: HolidayState, id: string): HolidayState {
  const row = state.rows.find((candidate) => candidate.id === id);
  if (!row) return state;
  const rows = state.rows.filter((candidate) => candidate.id !== id);
  const removedIds = row.saved ? [...state.removedIds, row.saved.id] : state.removedIds;
  return { ...state, rows, removedIds };
}

export function updateRow(state: HolidayState, id: string, change: Partial<HolidayRow>): HolidayState {
  return { ...state, rows: state.rows.map((row) => (row.id === id ? { ...row, ...change } : row)) };
}

/** Closed clears the hours; opening starts with one empty range. */
export function setRowClosed(closed: boolean): Partial<HolidayRow> {
  if (closed) return { closed: true, day: { open: false, is_24_hours: false, ranges: [] } };
  return { closed: false, day: { open: true, is_24_hours: false, ranges: [{ open: '', close: '' }] } };
}

export function rowDraft(row: HolidayRow): SpecialHoursDraft {
  return {
    start_date: row.start_date || null,
    closed: row.closed,
    is_24_hours: !row.closed && row.day.is_24_hours,
    hours:
      row.closed || row.day.is_24_hours
        ? []
        : row.day.ranges.map((range) => ({
            open_time: wireTime(range.open) ?? null,
            close_time: wireTime(range.close) ?? null,
          })),
  };
}

/** Whether a saved row differs from what was loaded. */
export function rowChanged(row: HolidayRow): boolean {
  if (!row.saved) return true;
  const draft = rowDraft(row);
  return (
    draft.start_date !== row.saved.start_date ||
    draft.closed !== row.saved.closed ||
    draft.is_24_hours !== row.saved.is_24_hours ||
    JSON.stringify(draft.hours ?? []) !==
      JSON.stringify(row.saved.closed || row.saved.is_24_hours ? [] : row.saved.hours)
  );
}

/** Rows the save will send: dated, and new or changed (undated rows are skipped, spec 001 §4). */
export function pendingRows(rows: HolidayRow[]): HolidayRow[] {
  return rows.filter((row) => row.start_date && (isNewRow(row) || rowChanged(row)));
}

/**
 * Errors of spec 001 §5 "Special hours" by field path ('specialHours.{id}.start_date', '.hours', time fields).
 * A missing date counts once the date field has been left; an untouched undated row is skipped on save.
 */
export function holidayErrors(rows: HolidayRow[], today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const prefix = `specialHours.${row.id}`;
    if (!row.start_date && !row.dateTouched) continue;
    const others = rows.filter((other) => other.id !== row.id && other.start_date).map((other) => other.start_date);
    const entryErrors = validateSpecialHoursEntry(rowDraft(row), today, others);
    if (entryErrors.start_date) errors[`${prefix}.start_date`] = entryErrors.start_date;
    if (!row.closed) {
      const dayErrors = dayFormErrors(row.day, `${prefix}.day`);
      Object.assign(errors, dayErrors);
      if (entryErrors.hours && !dayErrors[`${prefix}.day`]) errors[`${prefix}.day`] = entryErrors.hours;
    }
  }
  return errors;
}

/** The 24-hour warning of one row: only for dates being set now (new or changed). */
export function rowWarning(row: HolidayRow, nowLocal: string): string | undefined {
  if (!row.start_date || !(isNewRow(row) || rowChanged(row))) return undefined;
  return isWithinWarningWindow(row.start_date, nowLocal) ? SPECIAL_HOURS_MESSAGES.within24Hours : undefined;
}

/** The section's warning for 7 or more consecutive closed days. */
export function closedRunWarning(rows: HolidayRow[]): string | undefined {
  const run = longestClosedRun(rows.map((row) => ({ start_date: row.start_date || null, closed: row.closed })));
  return run >= SPECIAL_HOURS_CLOSED_RUN_WARNING_DAYS ? SPECIAL_HOURS_MESSAGES.closedRun : undefined;
}

export type HolidaySavePlan = {
  remove: number[];
  create: { rowId: string; body: SpecialHoursCreate }[];
  patch: { id: number; body: SpecialHoursPatch }[];
};

/** What the save sends, in order: delete removed, create (-new), patch changed (spec 001 §4). */
export function holidaySavePlan(state: HolidayState, accountId: number, locationId: number): HolidaySavePlan {
  const pending = pendingRows(state.rows);
  const body = (row: HolidayRow) => {
    const draft = rowDraft(row);
    return {
      account_id: accountId,
      start_date: draft.start_date,
      closed: draft.closed,
      is_24_hours: draft.is_24_hours,
      hours: draft.hours,
    };
  };
  return {
    remove: [...state.removedIds],
    create: pending.filter(isNewRow).map((row) => ({ rowId: row.id, body: { ...body(row), location_id: locationId } })),
    patch: pending
      .filter((row) => !isNewRow(row) && row.saved)
      .map((row) => ({ id: row.saved?.id ?? 0, body: body(row) })),
  };
}

export function planIsEmpty(plan: HolidaySavePlan): boolean {
  return plan.remove.length === 0 && plan.create.length === 0 && plan.patch.length === 0;
}

/** Submitting with holiday hours that have a start date asks to confirm the override first (spec 001 §4). */
export function needsOverrideConfirmation(plan: HolidaySavePlan): boolean {
  return plan.create.length > 0 || plan.patch.length > 0;
}

/** What a save got done before it stopped: these no longer need sending. */
export type HolidayProgress =
  | { kind: 'removed'; id: number }
  | { kind: 'created'; rowId: string; entry: SpecialHours }
  | { kind: 'patched'; entry: SpecialHours };

/**
 * Takes in what a (possibly failed) save did, so that saving again sends only what is still to do: removed
 * entries leave the queue, created rows become saved rows, patched rows take their saved form.
 */
export function applyProgress(state: HolidayState, progress: HolidayProgress): HolidayState {
  if (progress.kind === 'removed') {
    return { ...state, removedIds: state.removedIds.filter((id) => id !== progress.id) };
  }
  if (progress.kind === 'created') {
    return {
      ...state,
      rows: state.rows.map((row) =>
        row.id === progress.rowId ? { ...row, id: String(progress.entry.id), saved: progress.entry } : row,
      ),
    };
  }
  return {
    ...state,
    rows: state.rows.map((row) => (row.saved?.id === progress.entry.id ? { ...row, saved: progress.entry } : row)),
  };
}
