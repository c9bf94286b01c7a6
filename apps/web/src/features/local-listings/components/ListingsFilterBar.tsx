import { Group, Paper } from '@mantine/core';
import { DIRECTORY_CODES, LISTING_STATUS_FILTERS, LOCAL_LISTING_MESSAGES, SOURCES } from '@repute/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FixedFilterMultiSelect } from '../../../shared/filters/FixedFilterMultiSelect';
import { OptionFilter } from '../../../shared/filters/OptionFilter';
import { STATUS_LABELS } from '../listing-format';
import { type ListingFilterParam, listingParamsOf, withListingFilter } from '../listing-params';
import { useListingOverview } from '../listings-api';

/** Until the account's directories are read (or when they cannot be), the catalogue's. */
const DIRECTORY_CHOICES = DIRECTORY_CODES.map((code) => ({
  value: code,
  label: SOURCES.find((source) => source.directory_code === code)?.name ?? code,
}));
const STATUS_CHOICES = LISTING_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The listings filter bar (spec 001 §2): group, location, directory and status, kept in the page's query params. */
export function ListingsFilterBar() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = listingParamsOf(searchParams);
  const overview = useListingOverview(params);
  // An overview filtered by directories lists only those: the choices stay the ones last read without that filter.
  const [directoryChoices, setDirectoryChoices] = useState<{ value: string; label: string }[]>(DIRECTORY_CHOICES);
  const unfilteredDirectories =
    params.directories.length === 0 && !overview.isPlaceholderData ? overview.data?.directories : undefined;
  useEffect(() => {
    if (!unfilteredDirectories) return;
    setDirectoryChoices(
      unfilteredDirectories.map((entry) => ({ value: entry.directory_code, label: entry.directory_name })),
    );
  }, [unfilteredDirectories]);
  const set = (name: ListingFilterParam) => (value: string | null) =>
    setSearchParams((current) => withListingFilter(current, name, value));
  // Several values go in one comma-separated param, as the API reads them (spec 001 §7).
  const setMany = (name: ListingFilterParam) => (values: string[]) =>
    set(name)(values.length ? values.join(',') : null);
  return (
    <Paper component="section" aria-label="Filters" withBorder radius="md" p="md" mb="lg">
      <Group gap="sm" align="end" wrap="wrap">
        <OptionFilter
          kind="groups"
          label="Group"
          allLabel="All Groups"
          value={params.groupId === null ? null : String(params.groupId)}
          onChange={set('group_id')}
        />
        <OptionFilter
          kind="locations"
          label="Location"
          allLabel="All Locations"
          value={params.locationIds[0] === undefined ? null : String(params.locationIds[0])}
          onChange={set('location_ids')}
          groupId={params.groupId}
        />
        <FixedFilterMultiSelect
          label="Directory"
          allLabel="All Directories"
          values={params.directories}
          options={directoryChoices}
          onChange={setMany('directories')}
          error={overview.isError ? LOCAL_LISTING_MESSAGES.fetchSources : null}
        />
        <FixedFilterMultiSelect
          label="Status"
          allLabel="All Statuses"
          values={params.statuses}
          options={STATUS_CHOICES}
          onChange={setMany('statuses')}
        />
      </Group>
    </Paper>
  );
}
