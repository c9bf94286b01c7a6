import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { QrCode } from '../../../shared/ui/QrCode';
import { AskForm } from '../components/AskForm';
import { PublicPageFrame } from '../components/PublicPageFrame';
import { useAskPage, useSendAnswer } from '../microsurvey-api';

/** How long the thank-you screen stays before the kiosk is ready for the next person (decision 0079). */
export const KIOSK_RESET_MS = 8000;

/**
 * The kiosk mode form page (/kiosk/{token}): a tablet at the front desk asks each visitor in turn. After an answer
 * it thanks them, shows the review sites as QR codes to scan with their own phone (everyone, whatever the score),
 * and starts again by itself. A new form (its key) forgets the previous visitor's answer.
 */
export function KioskPage() {
  const { token = '' } = useParams();
  const page = useAskPage(token);
  const answer = useSendAnswer(token);
  const [visitor, setVisitor] = useState(0);
  const { isSuccess, reset } = answer;

  const next = useCallback(() => {
    reset();
    setVisitor((count) => count + 1);
  }, [reset]);
  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(next, KIOSK_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, next]);

  const data = page.data;
  return (
    <PublicPageFrame brand={page.data ? page.data.brand : undefined} title={data?.location_name ?? 'Kiosk'}>
      <Center mih="100vh" p="xl">
        <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={760}>
          <Title order={1} mb="xl">
            {data ? data.location_name : page.isError ? 'This kiosk link does not work' : 'Kiosk'}
          </Title>
          {page.isPending && <Loader aria-label="Loading" />}
          {page.isError && <Alert color="red">Open the Kiosk Mode Form Page link from the location again.</Alert>}
          {data &&
            (isSuccess ? (
              <Stack gap="lg" align="center">
                <Text size="xl" fw={600} role="status">
                  Thank you for your feedback!
                </Text>
                {data.sites.length > 0 && <Text>Scan a code with your phone to leave a review.</Text>}
                <Group justify="center" gap="xl">
                  {data.sites.map((site) => (
                    <Stack key={site.id} align="center" gap={4}>
                      <QrCode value={site.url} label={`Review us on ${site.name}`} size={160} />
                      <Text size="sm">{site.name}</Text>
                    </Stack>
                  ))}
                </Group>
                <Button size="lg" variant="default" onClick={next}>
                  Next visitor
                </Button>
              </Stack>
            ) : (
              <AskForm
                key={visitor}
                page={data}
                kiosk
                sending={answer.isPending}
                failed={answer.isError}
                onSend={answer.mutate}
              />
            ))}
        </Paper>
      </Center>
    </PublicPageFrame>
  );
}
