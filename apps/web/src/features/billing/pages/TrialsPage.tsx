import { Paper, Stack } from '@mantine/core';
import type { ChildTrial } from '@repute/domain/billing';
import { useState } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useBillingDisplay } from '../api';
import { ChildTrialsTable } from '../components/ChildTrialsTable';
import { ConvertTrialModal } from '../components/ConvertTrialModal';
import { ExtendTrialModal } from '../components/ExtendTrialModal';
import { useChildTrials } from '../trials-api';

/** /accounts/trials (spec 000 §2): a partner admin's child accounts in trial, to extend or convert (decision 0152). */
export function TrialsPage() {
  const auth = useAuth();
  const appPath = useAppPath();
  const calendar = useAccountCalendar();
  const trials = useChildTrials();
  const display = useBillingDisplay(auth?.account_id ?? 0);
  const [extending, setExtending] = useState<ChildTrial | null>(null);
  const [converting, setConverting] = useState<ChildTrial | null>(null);
  const rows = trials.data?.trials ?? [];

  return (
    <>
      <PageHeader
        title="Trials"
        description="Your accounts' trials: give one more days, or convert it to a paid plan."
        back={{ to: appPath('/accounts'), label: 'Back to Accounts' }}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {trials.isPending && <TableSkeleton label="Loading trials" />}
          {trials.error && <ErrorAlert>The trials could not be loaded.</ErrorAlert>}
          {trials.data && rows.length === 0 && (
            <EmptyState title="No trials">Accounts you manage that are in trial will be listed here.</EmptyState>
          )}
          {rows.length > 0 && (
            <ChildTrialsTable
              trials={rows}
              timeZone={calendar.timeZone}
              onExtend={setExtending}
              onConvert={setConverting}
            />
          )}
        </Stack>
      </Paper>
      <ExtendTrialModal trial={extending} onClose={() => setExtending(null)} />
      <ConvertTrialModal
        trial={converting}
        choosePlan={display.data?.show_prices ?? true}
        onClose={() => setConverting(null)}
      />
    </>
  );
}
