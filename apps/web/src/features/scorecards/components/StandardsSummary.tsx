import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SCORECARD_STANDARDS, gradeScorecard } from '@repute/domain/scorecards';
import { useState } from 'react';
import { useMayCall } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useScorecardStandards } from '../scorecards-api';
import { StandardsModal } from './StandardsModal';

const NO_FACTS = {
  monthly_reviews: null,
  avg_rating: null,
  negative_replies: null,
  listings_in_sync: null,
  photos: null,
};

/** The standards in words, and for admins the way to change them. */
export function StandardsSummary() {
  const standards = useScorecardStandards();
  const canEdit = useMayCall('PUT /scorecards/standards');
  const [editing, setEditing] = useState(false);
  if (standards.isError) return <ErrorAlert error={standards.error} />;
  const current = standards.data?.standards ?? DEFAULT_SCORECARD_STANDARDS;
  // The standards' words are the grading's own: graded on nothing, each result still says its standard.
  const words = gradeScorecard(current, NO_FACTS).results;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5">
            Standards
          </Title>
          {canEdit && standards.data && (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit Standards
            </Button>
          )}
        </Group>
        <List size="sm">
          {words.map((result) => (
            <List.Item key={result.code}>{result.standard}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          Grade: every standard met A, 80% B, 60% C, 40% D, less F; a standard that cannot be measured does not count.
        </Text>
      </Stack>
      {editing && standards.data && (
        <StandardsModal standards={current} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
