import { Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { collectBrowserInfo } from '../browser-info';
import { BrowserInfoTable } from '../components/BrowserInfoTable';
import { TriageCallRow } from '../components/TriageCallRow';
import { runTriageCall, TRIAGE_METHODS, triageKeys } from '../triage-api';

/** Diagnostics: this browser's details and one test call per HTTP method, with status, time and answer. */
export function TriagePage() {
  const [run, setRun] = useState(1);
  const [facts] = useState(collectBrowserInfo);
  const calls = useQueries({
    queries: TRIAGE_METHODS.map((method) => ({
      queryKey: triageKeys.call(method, run),
      queryFn: () => runTriageCall(method),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    })),
  });
  const running = calls.some((call) => call.isPending);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Triage</Title>
          <Text c="dimmed">Share this page with support when something does not work as expected.</Text>
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Browser
          </Title>
          <BrowserInfoTable facts={facts} />
        </Stack>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h3">
              API calls
            </Title>
            <Button variant="light" onClick={() => setRun((value) => value + 1)} loading={running}>
              Run Again
            </Button>
          </Group>
          <Table withTableBorder aria-label="API calls" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={100}>Method</Table.Th>
                <Table.Th w={120}>Status</Table.Th>
                <Table.Th w={100} {...WIDE_ONLY}>
                  Time
                </Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TRIAGE_METHODS.map((method, index) => (
                <TriageCallRow key={method} method={method} result={calls[index]?.data} />
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Stack>
    </Container>
  );
}
