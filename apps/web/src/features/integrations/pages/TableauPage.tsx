import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { REVIEW_FEED_PAGE_SIZE } from '@repute/domain/review-feed';
import { AppGuide } from '../components/AppGuide';
import { CopyableUrl } from '../components/CopyableUrl';

const feedUrl = (format: 'csv' | 'json') =>
  `${window.location.origin}/api/feeds/reviews?format=${format}&per_page=${REVIEW_FEED_PAGE_SIZE.max}`;

/** /settings/integrations/tableau (decision 0168): Tableau reads the reviews feed (decision 0167). */
export function TableauPage() {
  const csv = feedUrl('csv');
  return (
    <AppGuide
      code="tableau"
      description="Analyse your reviews in Tableau, or any tool that reads CSV or JSON from a web address."
    >
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tableau-feed">
        <Stack gap="sm">
          <Title order={2} size="h4" id="tableau-feed">
            The reviews feed
          </Title>
          <CopyableUrl label="CSV feed URL" url={csv} />
          <CopyableUrl label="JSON feed URL" url={feedUrl('json')} />
          <Text size="sm">
            Each address answers one page of your reviews, oldest first, with its location, site, rating, text,
            sentiment, categories, tags and latest response. Ask for the next page with <Code>page=2</Code>, and so on:
            the CSV names the next page in its <Code>Link</Code> header and the total in <Code>X-Total-Count</Code>.
          </Text>
          <Text size="sm">
            Add <Code>from</Code> and <Code>to</Code> (YYYY-MM-DD) for the reviews published on those days, and{' '}
            <Code>location_id</Code> or <Code>source_id</Code> (comma lists) for some locations or review sites.
          </Text>
          <Text size="sm">
            The feed answers signed requests only, as every call of the Repute API does: send the{' '}
            <Code>Authorization</Code> header of a user who may read reviews.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tableau-steps">
        <Stack gap="sm">
          <Title order={2} size="h4" id="tableau-steps">
            In Tableau
          </Title>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>
              Save the feed to a file on a schedule, for example with{' '}
              <Code style={{ overflowWrap: 'anywhere' }}>curl -H "Authorization: …" "{csv}&page=1" -o reviews.csv</Code>
              , once for each page.
            </List.Item>
            <List.Item>In Tableau Desktop, choose Connect → To a File → Text file, and open reviews.csv.</List.Item>
            <List.Item>
              To keep a published data source current in Tableau Cloud, refresh it with Tableau Bridge from that file.
            </List.Item>
          </List>
          <Text size="sm">
            A Tableau Web Data Connector can read the JSON feed page by page instead (Connect → To a Server → Web Data
            Connector), following each page's <Code>_links.next</Code>.
          </Text>
        </Stack>
      </Paper>
    </AppGuide>
  );
}
