import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Account } from '@repute/domain';
import { DetailItem } from '../../../shared/ui/DetailItem';
import { codeAsWords, verticalLabel } from '../account-display';

type AccountDetailsProps = { account: Account; withCompany: boolean };

/**
 * What the account is (spec 000 §3): its name and vertical when the viewer may not change them, and what whoever runs
 * the install sets (segment, customer success manager, review status label), read-only for everyone.
 */
export function AccountDetails({ account, withCompany }: AccountDetailsProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-details-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="account-details-title">
            Account details
          </Title>
          <Text size="sm" c="dimmed">
            {withCompany
              ? 'Only an admin can change the account name and vertical.'
              : 'Set with your plan: ask your account representative to change them.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {withCompany && <DetailItem label="Account name">{account.name}</DetailItem>}
          {withCompany && <DetailItem label="Vertical">{verticalLabel(account.account_vertical_name)}</DetailItem>}
          <DetailItem label="Segment">{account.segment === null ? null : codeAsWords(account.segment)}</DetailItem>
          <DetailItem label="Customer success manager">{account.customer_success_manager_name}</DetailItem>
          <DetailItem label="Review status label">
            {account.review_status_label_id === null ? null : String(account.review_status_label_id)}
          </DetailItem>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
