import type {
  DateDescriptor,
  DateRange,
  DateSelection,
  FilterChange,
  FilterParams,
  IsoDate,
  PresetDateDescriptor,
  RatingValue,
  ResponseStatusFilter,
  Sentiment,
} from '@repute/domain';
import { isIsoDate } from '@repute/domain/calendar-dates';
import { isDateDescriptor, resolveDateSelection } from '@repute/domain/date-descriptors';
import {
  FILTER_URL_KEYS,
  isFilterUrlKey,
  parseIdParam,
  parseRatingParam,
  REVIEW_LIST_ONLY_KEYS,
  responseStatusFromParam,
  sentimentFromParam,
  sentimentToParam,
} from '@repute/domain/filters';

/** The filter bar's state read from the URL, with the date selection resolved to concrete dates. */
export type FilterState = {
  dateDescriptor: DateDescriptor;
  dateSelection: DateSelection;
  /** Null until the account's today is known. */
  range: DateRange | null;
  groupId: number | null;
  locationId: number | null;
  sourceId: number | null;
  rating: RatingValue | null;
  sentiment: Sentiment | null;
  category: string | null;
  /** The reviews inbox's own filters (decision 0116). */
  responseStatus: ResponseStatusFilter | null;
  tagId: number | null;
  savedFilterId: number | null;
  searchTerms: string | null;
};

function hasCustomDates(params: FilterParams): boolean {
  return isIsoDate(params.from) && isIsoDate(params.to) && params.from <= params.to;
}

/**
 * Reads the URL's filter keys. Two good dates without a descriptor are a custom range (a link may carry only
 * from and to); otherwise a missing or unknown descriptor, or a custom one without two good dates, stands for the
 * area's default. Presets are resolved on the account's today.
 */
export function readFilterState(
  params: FilterParams,
  fallback: PresetDateDescriptor,
  today: IsoDate | null,
): FilterState {
  const unnamed = params.dateDescriptor === undefined && hasCustomDates(params) ? 'custom' : fallback;
  const requested = isDateDescriptor(params.dateDescriptor) ? params.dateDescriptor : unnamed;
  const dateDescriptor = requested === 'custom' && !hasCustomDates(params) ? fallback : requested;
  const dateSelection: DateSelection =
    dateDescriptor === 'custom' ? { dateDescriptor, from: params.from, to: params.to } : { dateDescriptor };
  return {
    dateDescriptor,
    dateSelection,
    range: today ? resolveDateSelection(dateSelection, today, fallback) : null,
    groupId: parseIdParam(params.groupId),
    locationId: parseIdParam(params.locationId),
    sourceId: parseIdParam(params.sourceId),
    rating: parseRatingParam(params.rating),
    sentiment: sentimentFromParam(params.sentiment),
    category: params.category ?? null,
    responseStatus: responseStatusFromParam(params.responseStatus),
    tagId: parseIdParam(params.tagId),
    savedFilterId: parseIdParam(params.savedFilterId),
    searchTerms: params.search_terms ?? null,
  };
}

/** Picking a date option: a preset drops from and to (they belong to a custom range only). */
export function dateChange(descriptor: DateDescriptor, custom?: { from: IsoDate; to: IsoDate }): FilterChange {
  if (descriptor === 'custom' && custom) return { dateDescriptor: 'custom', from: custom.from, to: custom.to };
  return { dateDescriptor: descriptor, from: null, to: null };
}

/** The next query: the screen's own keys stay as they were, the filter keys follow in the spec's order. */
export function writeFilterParams(current: URLSearchParams, params: FilterParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!isFilterUrlKey(key)) next.append(key, value);
  for (const key of FILTER_URL_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') next.set(key, value);
  }
  return next;
}

/**
 * The filters a link carries to another screen, dates included. A saved filter no longer describes the result
 * there, paging and the schedule-export flyout belong to the screen they were on, and the inbox's own filters
 * (response status, tag) to the reviews list.
 */
export function filtersCarriedAcross(params: FilterParams): FilterParams {
  // from and to belong to a custom range only: beside a preset they would name a second, stale range.
  const dates = params.dateDescriptor === 'custom' ? params : { ...params, from: undefined, to: undefined };
  const {
    savedFilterId: _saved,
    page: _page,
    before: _before,
    after: _after,
    flyout_edit: _flyout,
    export_id: _export,
    ...filters
  } = dates;
  return Object.fromEntries(
    Object.entries(filters).filter(([key]) => !(REVIEW_LIST_ONLY_KEYS as readonly string[]).includes(key)),
  );
}

export type FilterApiParams = {
  from?: string;
  to?: string;
  group_id?: number;
  location_id?: number;
  source_id?: number;
  rating?: number;
  sentiment?: '1' | '-1';
  category?: string;
  search_terms?: string;
  response_status?: ResponseStatusFilter;
  tag_id?: number;
};

/** The filters as report calls take them: dates YYYY-MM-DD, sentiment as '1'/'-1' (spec 000 §4). */
export function filterApiParams(state: FilterState): FilterApiParams {
  const params: FilterApiParams = {};
  if (state.range?.from) params.from = state.range.from;
  if (state.range) params.to = state.range.to;
  if (state.groupId) params.group_id = state.groupId;
  if (state.locationId) params.location_id = state.locationId;
  if (state.sourceId) params.source_id = state.sourceId;
  if (state.rating !== null) params.rating = state.rating;
  if (state.sentiment) params.sentiment = sentimentToParam(state.sentiment);
  if (state.category) params.category = state.category;
  if (state.searchTerms) params.search_terms = state.searchTerms;
  if (state.responseStatus) params.response_status = state.responseStatus;
  if (state.tagId) params.tag_id = state.tagId;
  return params;
}
