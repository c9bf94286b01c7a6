import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { AskForm } from '../components/AskForm';
import { PublicPageFrame } from '../components/PublicPageFrame';
import { useAskPage, useSendAnswer } from '../microsurvey-api';

/**
 * A public ask page (/m/{token}): a microsurvey, or a location's own review request landing page. Every review site
 * is offered to everyone, before and after answering, whatever the score (no review gating, decision 0065).
 */
export function AskPage() {
  const { token = '' } = useParams();
  const page = useAskPage(token);
  const answer = useSendAnswer(token);
  const data = page.data;
  return (
    <PublicPageFrame brand={page.data ? page.data.brand : undefined} title={data?.title ?? 'Leave a Review'}>
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={560}>
          <Title order={1} size="h3" mb="lg">
            {data ? data.title : page.isError ? 'This link does not work' : 'Leave a Review'}
          </Title>
          {page.isPending && <Loader size="sm" aria-label="Loading" />}
          {page.isError && <Alert color="red">It may be incomplete. Please use the link you were given.</Alert>}
          {data && (
            <Stack gap="lg">
              {answer.isSuccess ? (
                <Text role="status">Thank you for your feedback!</Text>
              ) : (
                <AskForm page={data} sending={answer.isPending} failed={answer.isError} onSend={answer.mutate} />
              )}
              <Stack gap="xs">
                <Text fw={600}>Leave a review</Text>
                {data.sites.length === 0 && <Text c="dimmed">This location has no review sites yet.</Text>}
                {data.sites.map((site) => (
                  <Button key={site.id} component="a" href={site.url} rel="noreferrer" variant="light">
                    Review us on {site.name}
                  </Button>
                ))}
              </Stack>
            </Stack>
          )}
        </Paper>
      </Center>
    </PublicPageFrame>
  );
}
