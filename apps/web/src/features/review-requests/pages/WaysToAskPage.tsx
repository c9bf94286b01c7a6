import { Alert, Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { RequestTabs } from '../components/RequestTabs';

/** Each way of asking, what it suits, and where it is set up (issue 15 §3: "ways-to-ask explains each way"). */
const WAYS = [
  {
    title: 'Email Campaigns',
    text: 'Send a review request to a list of customers. Each one gets a personal link; one reminder goes to those who do not answer.',
    link: 'Compose an email',
    to: '/request-reviews/compose',
  },
  {
    title: 'SMS Campaigns',
    text: 'Text customers who agreed to hear from you. Replying STOP opts a number out at once.',
    link: 'Compose a text',
    to: '/request-reviews/compose',
  },
  {
    title: 'Review Request Landing Page',
    text: 'One public page per location with its review sites and a feedback form. Print its QR code on receipts or cards.',
    link: 'Find it in Locations',
    to: '/settings/locations',
  },
  {
    title: 'Kiosk Mode Form Page',
    text: 'Keep this page open on a tablet at the front desk. It asks each visitor in turn and resets itself for the next.',
    link: 'Find it in Locations',
    to: '/settings/locations',
  },
  {
    title: 'Microsurveys',
    text: 'One quick question (NPS, Stars, Thumbs Up or Smiling Faces) with a follow-up, at a link of its own.',
    link: 'Set up microsurveys',
    to: '/request-reviews/microsurveys',
  },
] as const;

/** /request-reviews/ways-to-ask. */
export function WaysToAskPage() {
  const appPath = useAppPath();
  return (
    <>
      <PageHeader title="Ways to Ask" description="Choose how to ask your customers for reviews." />
      <RequestTabs />
      <Alert color="blue" mb="lg" title="Everyone is offered your review sites">
        Whatever a customer answers, every way of asking offers them the public review sites. There is no setting that
        hides them from unhappy customers: that would be review gating, which the review sites forbid.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {WAYS.map((way) => (
          <Paper key={way.title} withBorder radius="md" p="md" role="group" aria-label={way.title}>
            <Title order={2} size="h4" mb={6}>
              {way.title}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {way.text}
            </Text>
            <Anchor component={Link} to={appPath(way.to)} size="sm">
              {way.link}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
