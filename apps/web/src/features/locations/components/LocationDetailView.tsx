import { Anchor, Group, Paper, Stack, Tabs } from '@mantine/core';
import type { Location } from '@repute/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { PhotoManagementSection } from '../../photos';
import { DirectorySyncSection } from './DirectorySyncSection';
import { LandingPagesTab } from './LandingPagesTab';
import { LocationSummary } from './LocationSummary';
import { ReviewSourcesTab } from './ReviewSourcesTab';

type LocationDetailViewProps = {
  location: Location;
  today: string;
  isHealthcare: boolean;
  hasSpecialHours: boolean;
  canCreateWidget: boolean;
  /** Spec 001 §2: local listings available and local_listing read; null hides the section. */
  photos: { available: boolean } | null;
  onSeeAllHolidayHours: () => void;
};

/** The detail page's read-only body: the fields, then the Landing Pages and Review Sources tabs. */
export function LocationDetailView({
  location,
  today,
  isHealthcare,
  hasSpecialHours,
  canCreateWidget,
  photos,
  onSeeAllHolidayHours,
}: LocationDetailViewProps) {
  const appPath = useAppPath();
  return (
    <Stack gap="lg">
      <LocationSummary
        location={location}
        today={today}
        isHealthcare={isHealthcare}
        hasSpecialHours={hasSpecialHours}
        onSeeAllHolidayHours={onSeeAllHolidayHours}
      />
      {canCreateWidget && (
        <Group>
          <Anchor
            component={Link}
            to={appPath(`/amplify/widgets/create/location_info?fromPage=locationDetail&location_id=${location.id}`)}
          >
            <Group gap={4}>
              Create Widget
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      )}
      {/* The same gate as Photo management: local listings available and local_listing read. */}
      {photos && <DirectorySyncSection locationId={location.id} />}
      {photos && <PhotoManagementSection locationId={location.id} available={photos.available} />}
      <Paper withBorder radius="md" p="lg">
        <Tabs defaultValue="landing-pages" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="landing-pages">Landing Pages</Tabs.Tab>
            <Tabs.Tab value="review-sources">Review Sources</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="landing-pages">
            <LandingPagesTab locationId={location.id} />
          </Tabs.Panel>
          <Tabs.Panel value="review-sources">
            <ReviewSourcesTab locationId={location.id} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
