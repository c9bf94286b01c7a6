import { Anchor, Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Location } from '@repute/domain';
import { useAuth } from '../../../shared/auth/use-auth';
import { useGroupsList } from '../../../shared/entities/groups/groups-api';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { DetailItem } from '../../../shared/ui/DetailItem';
import { useDirectories, useLocationOverrides } from '../api/overrides-api';
import { cityStateZip, openStatusLabel } from '../detail-format';
import { useErrorToast } from '../hooks/use-error-toast';
import { LOCATION_TEXT } from '../messages';
import { overridesWith } from '../overrides-form';
import { DirectoryOverridesDisplay } from './DirectoryOverridesDisplay';
import { HolidayHoursDisplay } from './HolidayHoursDisplay';
import { HoursDisplay } from './HoursDisplay';

type LocationSummaryProps = {
  location: Location;
  today: string;
  isHealthcare: boolean;
  hasSpecialHours: boolean;
  onSeeAllHolidayHours: () => void;
};

/** The fields of the location detail page (spec 001 §2). */
export function LocationSummary({
  location,
  today,
  isHealthcare,
  hasSpecialHours,
  onSeeAllHolidayHours,
}: LocationSummaryProps) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  const may = useMayCallOf();
  const overrides = useLocationOverrides(accountId, location.id);
  const directories = useDirectories();
  useErrorToast(overrides.error, LOCATION_TEXT.overridesLoad);
  const groups = useGroupsList({ containing: location.id }, may('GET /groups'));
  const phones = overridesWith(overrides.data ?? [], 'phone');
  const websites = overridesWith(overrides.data ?? [], 'website');
  const groupNames = (groups.data?._embedded?.groups ?? []).map((group) => group.name).join(', ');

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailItem label="Public Name">{location.public_name}</DetailItem>
          <DetailItem label="Category">{location.category_name}</DetailItem>
          <DetailItem label="Business Status">{openStatusLabel(location.open_status)}</DetailItem>
          <DetailItem label="Address">{location.address}</DetailItem>
          <DetailItem label="Address Line 2">{location.address_2}</DetailItem>
          <DetailItem label="City, State, Zip Code">{cityStateZip(location)}</DetailItem>
          <DetailItem label="Country">{location.country}</DetailItem>
          <DetailItem label={phones.length > 0 ? 'Primary Phone Number' : 'Phone'}>{location.phone}</DetailItem>
          <DetailItem label={websites.length > 0 ? 'Primary Website' : 'Website'}>
            {location.website && (
              <Anchor href={location.website} target="_blank" rel="noreferrer">
                {location.website}
              </Anchor>
            )}
          </DetailItem>
          <DirectoryOverridesDisplay
            title="Directory-Specific Numbers"
            field="phone"
            overrides={phones}
            directories={directories.data ?? []}
          />
          <DirectoryOverridesDisplay
            title="Directory-Specific Websites"
            field="website"
            overrides={websites}
            directories={directories.data ?? []}
          />
          <DetailItem label="Headquarters">{location.is_headquarters ? 'Yes' : 'No'}</DetailItem>
          {groups.data && <DetailItem label="Groups">{groupNames}</DetailItem>}
          {location.google_place_id !== undefined && (
            <DetailItem label="Google Place ID">{location.google_place_id}</DetailItem>
          )}
          {isHealthcare && <DetailItem label="NPI Numbers">{location.industry_ids.npi_numbers.join(', ')}</DetailItem>}
        </SimpleGrid>
        {overrides.isError && (
          <Text size="sm" c="red" role="alert">
            {LOCATION_TEXT.overridesLoad}
          </Text>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Operating Hours
            </Title>
            <HoursDisplay hours={location.hours} />
          </Stack>
          {hasSpecialHours && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                Holiday Hours
              </Title>
              <HolidayHoursDisplay
                accountId={accountId}
                locationId={location.id}
                today={today}
                canSeeAll={may('PATCH /locations/:id')}
                onSeeAll={onSeeAllHolidayHours}
              />
            </Stack>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
