import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { DryRun } from '@repute/domain/auto-replies';
import { FLAGGED_WORDING_LABELS } from '@repute/domain/flagged-wording';
import { countOf } from '../../../shared/lib/count-format';

/** What a rule would have answered over last month: each review with the reply, or why a person gets it. */
export function DryRunResults({ result }: { result: DryRun }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="dry-run-title">
      <Title order={3} size="h5" id="dry-run-title">
        {`Dry run: ${countOf(result.matched, 'review', 'reviews')} in the last ${result.days} days`}
      </Title>
      {result.items.length === 0 && <Text c="dimmed">This rule would not have answered any review.</Text>}
      {result.items.map((item) => (
        <Paper key={item.review_id} withBorder p="sm" radius="sm">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {`${item.author_name ?? 'Anonymous'} · ${item.rating}★ · ${item.location_name}`}
            </Text>
            {item.content && (
              <Text size="sm" lineClamp={3}>
                {item.content}
              </Text>
            )}
            {item.outcome === 'person' ? (
              <Text size="sm">
                <Badge color="orange" variant="light" mr="xs">
                  Goes to a person
                </Badge>
                {item.flagged.map((flag) => `${FLAGGED_WORDING_LABELS[flag.category]}: “${flag.phrase}”`).join('; ')}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {`Reply: ${item.reply ?? 'none (its templates are gone)'}`}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
