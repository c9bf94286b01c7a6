import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { fillFeedbackPlaceholder } from '@repute/domain';
import type { CampaignDraft } from '../api';

/** What the e-mail will show: the header image when used, the heading, and the words with the question filled in. */
export function ComposePreview({ draft, locationName }: { draft: CampaignDraft; locationName: string }) {
  // The e-mail fills the placeholder wherever it stands (decision 0117): so does its preview.
  const fill = (text: string) => fillFeedbackPlaceholder(text, draft.feedback_configuration.selector_type);
  const content = fill(draft.content);
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Preview" component="section">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Preview
        </Text>
        {draft.use_header_image && draft.header_image && (
          <Image src={draft.header_image} alt={locationName || 'Header image'} maw={600} />
        )}
        <Title order={3} size="h4">
          {fill(draft.header_text) || locationName || 'Your location'}
        </Title>
        {content.split(/\n{2,}/).map((paragraph, index) => (
          // Paragraphs have no identity of their own; their order is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
