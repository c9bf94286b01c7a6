import { Alert, Button, Center, Chip, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useLandingPage, useSendFeedback } from '../api';

const SCALES: Record<string, { value: number; label: string }[]> = {
  nps: Array.from({ length: 11 }, (_, score) => ({ value: score, label: String(score) })),
  stars: [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} ★` })),
  thumbs: [
    { value: 1, label: 'Thumbs up' },
    { value: 0, label: 'Thumbs down' },
  ],
  smiles: [
    { value: 3, label: 'Happy' },
    { value: 2, label: 'Neutral' },
    { value: 1, label: 'Unhappy' },
  ],
};

/**
 * The public review landing page a request's link opens (/r/{token}): every review site the request offers, to
 * everyone whatever their score (no review gating), and private feedback to the business.
 */
export function ReviewLandingPage() {
  const { token = '' } = useParams();
  const page = useLandingPage(token);
  const feedback = useSendFeedback(token);
  const [score, setScore] = useState<number>();
  const [text, setText] = useState('');
  const data = page.data;
  const scale = SCALES[data?.selector_type ?? 'nps'] ?? SCALES.nps ?? [];

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={520}>
        <Title order={1} size="h3" mb="lg">
          {data ? data.header_text || data.location_name : page.isError ? 'This link does not work' : 'Leave a Review'}
        </Title>
        {page.isPending && <Loader size="sm" aria-label="Loading" />}
        {page.isError && <Alert color="red">It may be incomplete. Please use the link from your message.</Alert>}
        {data && (
          <Stack gap="lg">
            <Stack gap="xs">
              <Text fw={600}>Leave a review</Text>
              {data.sites.length === 0 && <Text c="dimmed">This location has no review sites yet.</Text>}
              {data.sites.map((site) => (
                <Button
                  key={site.id}
                  component="a"
                  href={`/api/public/review_requests/${token}/sites/${site.id}`}
                  variant="light"
                >
                  Review us on {site.name}
                </Button>
              ))}
            </Stack>
            {feedback.isSuccess ? (
              <Text role="status">Thank you for your feedback!</Text>
            ) : (
              <Stack gap="xs">
                <Text fw={600} id="question">
                  {data.question}
                </Text>
                <Chip.Group
                  multiple={false}
                  value={score === undefined ? null : String(score)}
                  onChange={(value) => setScore(Number(value))}
                >
                  <Group gap={6} role="group" aria-labelledby="question">
                    {scale.map((option) => (
                      <Chip key={option.value} value={String(option.value)} size="sm">
                        {option.label}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                <Textarea
                  label="Tell us more (private to the business)"
                  autosize
                  minRows={3}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                />
                <Button
                  onClick={() => feedback.mutate({ score, feedback: text })}
                  loading={feedback.isPending}
                  disabled={score === undefined && !text.trim()}
                >
                  Send Feedback
                </Button>
                {feedback.isError && <Alert color="red">That did not work. Please try again.</Alert>}
              </Stack>
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
