import { Alert, Button, Center, Image, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { SELECTOR_TYPES, type SelectorType } from '@repute/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useLandingPage, useSendFeedback } from '../api';
import { PublicPageFrame } from '../components/PublicPageFrame';
import { ScoreChoice } from '../components/ScoreChoice';

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
  const selectorType: SelectorType = (SELECTOR_TYPES as readonly string[]).includes(data?.selector_type ?? '')
    ? (data?.selector_type as SelectorType)
    : 'nps';

  return (
    <PublicPageFrame brand={page.data ? page.data.brand : undefined} title={data?.location_name ?? 'Leave a Review'}>
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={520}>
          {data?.header_image && <Image src={data.header_image} alt="" mb="md" radius="sm" />}
          <Title order={1} size="h3" mb="lg">
            {data
              ? data.header_text || data.location_name
              : page.isError
                ? 'This link does not work'
                : 'Leave a Review'}
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
                  <ScoreChoice selectorType={selectorType} value={score} onChange={setScore} labelledBy="question" />
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
    </PublicPageFrame>
  );
}
