import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AccountSettingValue } from '@repute/domain/account-settings';
import { ResponsiveTableContainer } from '../../../shared/ui/ResponsiveTableContainer';
import { codeAsWords, settingValueText } from '../account-display';

type AccountSettingsTableProps = { settings: Record<string, AccountSettingValue> };

/** The account settings list (spec 000 §3): the features the account has, by name, as the app reads them. */
export function AccountSettingsTable({ settings }: AccountSettingsTableProps) {
  const rows = Object.entries(settings).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-settings-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="account-settings-title">
            Account settings
          </Title>
          <Text size="sm" c="dimmed">
            The features this account has come with its plan.
          </Text>
        </Stack>
        <ResponsiveTableContainer minWidth={360}>
          <Table striped aria-label="Account settings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Setting</Table.Th>
                <Table.Th>Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(([code, value]) => (
                <Table.Tr key={code}>
                  <Table.Td>{codeAsWords(code)}</Table.Td>
                  <Table.Td>{settingValueText(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTableContainer>
      </Stack>
    </Paper>
  );
}
