import { List, Paper, Text, Title } from '@mantine/core';
import { AMPLIFY_HELP_ID } from '../amplify-text';

/** What 'Learn more...' opens: how widgets behave on a site (decision 0059). */
export function AmplifyHelp() {
  return (
    <Paper id={AMPLIFY_HELP_ID} withBorder radius="md" p="md" mt="xl">
      <Title order={2} size="h5" mb="xs">
        How widgets work
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>Paste the embed code into any page: the widget keeps its space, so the page never jumps.</List.Item>
        <List.Item>Auto-Update widgets show new matching reviews by themselves, within five minutes.</List.Item>
        <List.Item>Widgets set no cookies, store nothing in the browser and call no other site.</List.Item>
        <List.Item>
          <Text span size="sm">
            Carousels never move on their own unless you turn that on; visitors can then pause them.
          </Text>
        </List.Item>
      </List>
    </Paper>
  );
}
