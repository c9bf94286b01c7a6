import { Paper, SimpleGrid, Title } from '@mantine/core';
import { formatCents, type PricingPreview } from '@repute/domain/billing';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { formatDay } from '../../../shared/lib/account-time';
import { countOf } from '../../../shared/lib/count-format';
import { DetailItem } from '../../../shared/ui/DetailItem';

/** Spec 000 §3 pricing preview, before confirming: the cycle's total, today's prorated part and the setup fee. */
export function PricingPreviewCard({ preview }: { preview: PricingPreview }) {
  const { timeZone } = useAccountCalendar();
  const every = preview.interval === 1 ? preview.interval_unit : `${preview.interval} ${preview.interval_unit}s`;
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Title order={2} size="h4" mb="md">
        Pricing preview
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <DetailItem label={`Total every ${every}`}>
          {`${formatCents(preview.total_cents)} for ${countOf(preview.quantity, 'location', 'locations')}`}
        </DetailItem>
        <DetailItem label={preview.prorated_cents < 0 ? 'Credited today (prorated)' : 'Due today (prorated)'}>
          {formatCents(Math.abs(preview.prorated_cents))}
        </DetailItem>
        <DetailItem label="Setup fee">{formatCents(preview.setup_amount)}</DetailItem>
        <DetailItem label="Next billing cycle starts">
          {formatDay(preview.next_billing_cycle_start_date, timeZone)}
        </DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
