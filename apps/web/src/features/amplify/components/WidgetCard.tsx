import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { WIDGET_TYPE_NAMES, type Widget, widgetDisplayName } from '@repute/domain/widgets';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';

/** One created widget: its name (with 'Auto-Update' when it auto-publishes), its type, Edit and Preview. */
export function WidgetCard({ widget, canEdit }: { widget: Widget; canEdit: boolean }) {
  const appPath = useAppPath();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={widgetDisplayName(widget)}>
      <Stack gap={6}>
        <Text fw={700}>{widgetDisplayName(widget)}</Text>
        <Text size="sm" c="dimmed">
          {WIDGET_TYPE_NAMES[widget.widget_type]}
        </Text>
        <Group gap="md">
          {canEdit && (
            <Anchor component={Link} to={appPath(`/amplify/widgets/edit/${widget.widget_type}/${widget.id}`)}>
              Edit
            </Anchor>
          )}
          <Anchor component={Link} to={appPath(`/amplify/widgets/preview/${widget.widget_type}/${widget.id}`)}>
            Preview
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
