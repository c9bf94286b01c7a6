import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useLocationUrls } from '../api/location-extras-api';

type LandingPagesTabProps = { locationId: number };

/** Microsurvey and landing pages are set up in the Ask Tool; each section links there. */
const SECTIONS = [
  { title: 'NPS', description: 'Net Promoter Score microsurvey.', to: '/request-reviews/microsurveys' },
  { title: 'Stars', description: 'Star rating microsurvey.', to: '/request-reviews/microsurveys' },
  { title: 'Thumbs Up', description: 'Thumbs up or down microsurvey.', to: '/request-reviews/microsurveys' },
  { title: 'Smiling Faces', description: 'Smiling faces microsurvey.', to: '/request-reviews/microsurveys' },
  {
    title: 'Review Request Landing Page',
    description: 'The page customers reach from a review request.',
    to: '/request-reviews/ways-to-ask',
  },
  {
    title: 'Kiosk Mode Form Page',
    description: 'A review form for a tablet at the front desk.',
    to: '/request-reviews/ways-to-ask',
  },
] as const;

/** The Landing Pages tab of the detail page (spec 001 §2). */
export function LandingPagesTab({ locationId }: LandingPagesTabProps) {
  const appPath = useAppPath();
  const auth = useAuth();
  const urls = useLocationUrls(auth?.account_id ?? 0, locationId);
  const requestUrls = (urls.data ?? []).filter((url) => url.request_reviews);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SECTIONS.map((section) => (
          <Paper key={section.title} withBorder radius="md" p="md" role="group" aria-label={section.title}>
            <Text fw={600}>{section.title}</Text>
            <Text size="sm" c="dimmed" mb={6}>
              {section.description}
            </Text>
            <Anchor component={Link} to={appPath(section.to)} size="sm">
              Set up in the Ask Tool
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" role="group" aria-label="Review Request URL">
        <Text fw={600} mb={6}>
          Review Request URL
        </Text>
        {urls.isPending && <Text c="dimmed">Loading…</Text>}
        {urls.data && requestUrls.length === 0 && (
          <Text c="dimmed" size="sm">
            No review site is used for review requests at this location yet.
          </Text>
        )}
        {requestUrls.map((url) => (
          <Text key={url.id} size="sm">
            <Text span fw={500}>
              {url.source_name}:
            </Text>{' '}
            <Anchor href={url.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
              {url.url}
            </Anchor>
          </Text>
        ))}
      </Paper>
    </Stack>
  );
}
