import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SELECTOR_TITLES, SELECTOR_TYPES } from '@repute/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { QrCode } from '../../../shared/ui/QrCode';
import { useLocationLandingPages } from '../api/landing-pages-api';
import { useLocationUrls } from '../api/location-extras-api';

type LandingPagesTabProps = { locationId: number };

/** A public page's address, with its QR code to print or scan. */
function PageLink({ url, label }: { url: string; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <QrCode value={url} label={`QR code of ${label}`} size={72} />
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
        {url}
      </Anchor>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={title}>
      <Text fw={600} mb={6}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** The Landing Pages tab of the detail page (spec 001 §2): each public page's link and QR code. */
export function LandingPagesTab({ locationId }: LandingPagesTabProps) {
  const appPath = useAppPath();
  const auth = useAuth();
  const pages = useLocationLandingPages(locationId);
  const urls = useLocationUrls(auth?.account_id ?? 0, locationId);
  const requestUrls = (urls.data ?? []).filter((url) => url.request_reviews);
  const data = pages.data;

  return (
    <Stack gap="md">
      {pages.isError && <ErrorAlert error={pages.error} />}
      {pages.isPending && <Text c="dimmed">Loading…</Text>}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SELECTOR_TYPES.map((type) => {
            const surveys = data.microsurveys.filter((survey) => survey.selector_type === type);
            return (
              <Section key={type} title={SELECTOR_TITLES[type]}>
                {surveys.length === 0 ? (
                  <Stack gap={4}>
                    <Text size="sm" c="dimmed">
                      No {SELECTOR_TITLES[type]} microsurvey at this location yet.
                    </Text>
                    <Anchor component={Link} to={appPath('/request-reviews/microsurveys')} size="sm">
                      Add one in the Ask Tool
                    </Anchor>
                  </Stack>
                ) : (
                  <Stack gap="sm">
                    {surveys.map((survey) => (
                      <Stack key={survey.id} gap={4}>
                        <Text size="sm">{survey.name}</Text>
                        <PageLink url={survey.url} label={survey.name} />
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Section>
            );
          })}
          <Section title="Review Request Landing Page">
            <PageLink url={data.landing_url} label="Review Request Landing Page" />
          </Section>
          <Section title="Kiosk Mode Form Page">
            <PageLink url={data.kiosk_url} label="Kiosk Mode Form Page" />
          </Section>
        </SimpleGrid>
      )}
      <Section title="Review Request URL">
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
      </Section>
    </Stack>
  );
}
