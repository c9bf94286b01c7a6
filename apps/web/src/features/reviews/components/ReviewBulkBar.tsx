import { Button, Checkbox, Group, Popover, Text } from '@mantine/core';
import { IconMailOpened, IconTag } from '@tabler/icons-react';
import { countOf } from '../../../shared/lib/count-format';
import type { PageSelection } from '../../../shared/lib/use-page-selection';
import { toast } from '../../../shared/ui/toast';
import { useMarkReviewsRead } from '../reviews-api';
import { useTagReviews } from '../tags-api';
import { TagInput } from './TagInput';

/** What the caller may do to a selection: tag needs TAG create, mark as read REVIEW read (decision 0118). */
export type ReviewBulkActions = { canTag: boolean; canMarkRead: boolean };

type ReviewBulkBarProps = { selection: PageSelection; actions: ReviewBulkActions; pageSize: number };

/** No review has a tag the bulk tag could not add again: every tag of the account is offered. */
const NOTHING_TAGGED = { tags: [] };

/**
 * Select all (the reviews of this page: the header checkbox is checked, indeterminate or empty, spec 000 §4) and
 * what can be done to the selection: only the actions the caller may take are offered.
 */
export function ReviewBulkBar({ selection, actions, pageSize }: ReviewBulkBarProps) {
  const markRead = useMarkReviewsRead();
  const tag = useTagReviews();
  const count = selection.ids.length;
  const reviews = (n: number) => countOf(n, 'review', 'reviews');

  const tagSelection = async (name: string) => {
    const result = await tag.mutateAsync({ ids: selection.ids, name });
    toast.success(`Tag ${result.tag.name} added to ${reviews(result.review_ids.length)}`);
    selection.clear();
  };
  const markSelectionRead = async () => {
    const result = await markRead.mutateAsync(selection.ids);
    toast.success(`${reviews(result.review_ids.length)} marked as read`);
    selection.clear();
  };

  return (
    <Group justify="space-between" wrap="wrap" gap="sm" role="toolbar" aria-label="Selected reviews">
      <Group gap="sm">
        <Checkbox
          label={`Select all ${reviews(pageSize)} on this page`}
          checked={selection.header === 'checked'}
          indeterminate={selection.header === 'indeterminate'}
          onChange={selection.toggleAll}
          disabled={pageSize === 0}
        />
        {count > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {reviews(count)} selected
          </Text>
        )}
      </Group>
      {count > 0 && (
        <Group gap="xs">
          {actions.canMarkRead && (
            <Button
              variant="default"
              leftSection={<IconMailOpened size={16} aria-hidden />}
              loading={markRead.isPending}
              onClick={() => void markSelectionRead().catch(() => {})}
            >
              Mark as read
            </Button>
          )}
          {actions.canTag && (
            <Popover position="bottom-end" withArrow trapFocus shadow="md">
              <Popover.Target>
                <Button variant="default" leftSection={<IconTag size={16} aria-hidden />}>
                  Tag selected
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <TagInput review={NOTHING_TAGGED} busy={tag.isPending} onAdd={tagSelection} />
              </Popover.Dropdown>
            </Popover>
          )}
          <Button variant="subtle" onClick={selection.clear}>
            Deselect all
          </Button>
        </Group>
      )}
    </Group>
  );
}
