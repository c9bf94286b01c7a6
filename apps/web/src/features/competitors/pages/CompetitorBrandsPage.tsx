import { Group, MultiSelect, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useScheduleExportFlyout } from '../../scheduled-exports';
import { COMPETITOR_FILTER_CONTROLS, competitorParams } from '../competitor-params';
import { useCompetitorBrands } from '../competitors-api';
import { COMPETITORS_TEXT } from '../competitors-text';
import { AddBrandForm } from '../components/AddBrandForm';
import { BrandsTable } from '../components/BrandsTable';
import { CompetitorsNav } from '../components/CompetitorsNav';
import { CompetitorsScheduleFlyout, CompetitorsScheduleItem } from '../components/CompetitorsSchedule';

/** The URL's brand_ids (spec 000 §9): the brands the roll-ups and their exports are of. */
const BRAND_PARAM = 'brand_ids';

/** /competitors/brands: competitor locations of the same business, rolled up per brand. */
export function CompetitorBrandsPage() {
  const filters = useFilters({ area: 'competitors' });
  const [searchParams, setSearchParams] = useSearchParams();
  const brandIds = searchParams.get(BRAND_PARAM) ?? '';
  const params = competitorParams(filters.state, brandIds || undefined);
  const brands = useCompetitorBrands(params);
  // The choices are every brand, whichever are chosen now.
  const allBrands = useCompetitorBrands(params ? { ...params, brand_ids: undefined } : null);
  const flyout = useScheduleExportFlyout();
  const mayCreate = useMayCall('POST /competitor_brands');

  const choose = (ids: string[]) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (ids.length > 0) next.set(BRAND_PARAM, ids.join(','));
      else next.delete(BRAND_PARAM);
      return next;
    });

  return (
    <>
      <PageHeader
        title={COMPETITORS_TEXT.brandsTitle}
        description={COMPETITORS_TEXT.brandsDescription}
        actions={
          <ExportMenu request={params ? { resource: 'competitors_brands', filters: params } : null}>
            <CompetitorsScheduleItem filters={filters} flyout={flyout} />
          </ExportMenu>
        }
      />
      <CompetitorsNav />
      <FilterBar filters={filters} controls={COMPETITOR_FILTER_CONTROLS} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <MultiSelect
            label="Brands"
            placeholder={brandIds ? undefined : 'All brands'}
            data={(allBrands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
            value={brandIds ? brandIds.split(',') : []}
            onChange={choose}
            clearable
            miw={260}
          />
          {mayCreate && <AddBrandForm />}
        </Group>
        {brands.isError ? (
          <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
        ) : brands.isPending ? (
          <TableSkeleton rows={4} label="Loading brands" />
        ) : brands.data.length === 0 ? (
          <EmptyState title={COMPETITORS_TEXT.noBrands}>{COMPETITORS_TEXT.noBrandsHint}</EmptyState>
        ) : (
          <BrandsTable brands={brands.data} />
        )}
      </Stack>
      <CompetitorsScheduleFlyout
        filters={filters}
        flyout={flyout}
        exportType="competitors_brands"
        brandIds={brandIds || undefined}
      />
    </>
  );
}
