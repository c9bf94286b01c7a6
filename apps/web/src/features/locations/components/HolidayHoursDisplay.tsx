import { Alert, Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@repute/domain/calendar-dates';
import { SPECIAL_HOURS_MESSAGES, SPECIAL_HOURS_SHOWN } from '@repute/domain/special-hours';
import { useUpcomingSpecialHours } from '../api/special-hours-api';
import { specialHoursText } from '../detail-format';
import { LOCATION_TEXT } from '../messages';

type HolidayHoursDisplayProps = {
  accountId: number;
  locationId: number;
  today: string;
  canSeeAll: boolean;
  onSeeAll: () => void;
};

/** Holiday hours from today on: at most 5 shown, then '...' and See all (spec 001 §2). */
export function HolidayHoursDisplay({ accountId, locationId, today, canSeeAll, onSeeAll }: HolidayHoursDisplayProps) {
  const entries = useUpcomingSpecialHours(accountId, locationId, today);
  if (entries.isPending) return <Skeleton height={60} aria-label="Loading holiday hours" />;
  if (entries.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {SPECIAL_HOURS_MESSAGES.fetchFailed}
      </Alert>
    );
  }
  if (entries.data.length === 0) return <Text c="dimmed">No holiday hours from today on.</Text>;
  const shown = entries.data.slice(0, SPECIAL_HOURS_SHOWN);
  const more = entries.data.length > SPECIAL_HOURS_SHOWN;
  return (
    <Stack gap={4}>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} w="auto" aria-label="Holiday hours">
        <Table.Tbody>
          {shown.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td pr="lg" fw={500}>
                {formatDisplayDate(entry.start_date)}
              </Table.Td>
              <Table.Td>{specialHoursText(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {more && <Text aria-label="More holiday hours">...</Text>}
      {more &&
        (canSeeAll ? (
          <Anchor component="button" type="button" onClick={onSeeAll} w="fit-content">
            See all
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {LOCATION_TEXT.seeAllGate}
          </Text>
        ))}
    </Stack>
  );
}
