import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { COMPETITOR_FILTER_CONTROLS, competitorParams } from '../competitor-params';
import { useCompetitorOverview } from '../competitors-api';
import { COMPETITORS_TEXT } from '../competitors-text';
import { CompetitorsNav } from '../components/CompetitorsNav';
import { LocationCompetitors } from '../components/LocationCompetitors';
import { OverviewTable } from '../components/OverviewTable';

/** /competitors/locations: per location, its competitor set (to decide on and add to) and their history. */
export function CompetitorLocationsPage() {
  const filters = useFilters({ area: 'competitors' });
  const params = competitorParams(filters.state);
  const overview = useCompetitorOverview(params);
  const [chosen, setChosen] = useState<string | null>(null);
  const rows = overview.data?.locations ?? [];
  const row = rows.find((candidate) => String(candidate.location_id) === chosen) ?? rows[0];

  return (
    <>
      <PageHeader title={COMPETITORS_TEXT.locationsTitle} description={COMPETITORS_TEXT.locationsDescription} />
      <CompetitorsNav />
      <FilterBar filters={filters} controls={COMPETITOR_FILTER_CONTROLS} />
      {overview.isError ? (
        <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
      ) : overview.isPending ? (
        <TableSkeleton rows={6} label="Loading locations" />
      ) : !row ? (
        <EmptyState title={COMPETITORS_TEXT.noLocations}>{COMPETITORS_TEXT.tryOtherFilters}</EmptyState>
      ) : (
        <Stack gap="md">
          <Select
            label="Location"
            data={rows.map((candidate) => ({ value: String(candidate.location_id), label: candidate.location_name }))}
            value={String(row.location_id)}
            onChange={setChosen}
            allowDeselect={false}
            searchable
            maw={420}
          />
          <OverviewTable rows={[row]} />
          <LocationCompetitors
            locationId={row.location_id}
            locationName={row.location_name}
            from={params?.from}
            to={params?.to}
          />
        </Stack>
      )}
    </>
  );
}
