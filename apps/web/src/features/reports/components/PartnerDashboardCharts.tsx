import { SimpleGrid } from '@mantine/core';
import { embedded } from '../../../shared/api/hal';
import { partnerChartSections } from '../partner-charts';
import { usePartnerAccountReports } from '../reports-api';
import { ReportSectionCard } from './ReportSectionCard';

/** The busiest accounts, all time: the partner's dashboard above its accounts list (decision 0141). */
const BUSIEST = { 'sort[by]': 'total_reviews', 'sort[order]': 'desc', per_page: 10 } as const;

/** Charts of a partner's child accounts; nothing while they load or when there are none (the list says so). */
export function PartnerDashboardCharts() {
  const list = usePartnerAccountReports(BUSIEST);
  const rows = embedded(list.data, 'accounts');
  if (rows.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
      {partnerChartSections(rows, ', all time').map((section) => (
        <ReportSectionCard key={section.key} section={section} />
      ))}
    </SimpleGrid>
  );
}
