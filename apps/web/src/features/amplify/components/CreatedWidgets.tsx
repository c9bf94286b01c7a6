import { Alert, Box, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { embedded } from '../../../shared/api/hal';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { GRID_COLUMNS, nearBottom, spacersFor } from '../amplify-access';
import { useWidgetsList } from '../amplify-api';
import { AMPLIFY_TEXT } from '../amplify-text';
import { WidgetCard } from './WidgetCard';

/** 'CREATED WIDGETS': search, a 3-column grid padded with spacers, the next page loaded near the page's foot. */
export function CreatedWidgets({ canEdit }: { canEdit: boolean }) {
  const [keywords, setKeywords] = useState('');
  const list = useWidgetsList(keywords, true);
  const widgets = (list.data?.pages ?? []).flatMap((page) => embedded(page, 'widgets'));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const onScroll = () => {
      const view = {
        scrollY: window.scrollY,
        innerHeight: window.innerHeight,
        scrollHeight: document.body.scrollHeight,
      };
      if (hasNextPage && !isFetchingNextPage && nearBottom(view)) void fetchNextPage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="md">
      <Box maw={360}>
        <SearchInput label="Search widgets" value={keywords} onSearch={setKeywords} />
      </Box>
      {list.isError && (
        <Alert color="red" role="alert">
          {AMPLIFY_TEXT.listError}
        </Alert>
      )}
      {list.isSuccess && widgets.length === 0 && <Text c="dimmed">No widgets yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: GRID_COLUMNS }} spacing="md">
        {widgets.map((widget) => (
          <WidgetCard key={widget.id} widget={widget} canEdit={canEdit} />
        ))}
        {Array.from({ length: spacersFor(widgets.length) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: spacers are interchangeable
          <Box key={`spacer-${index}`} aria-hidden />
        ))}
      </SimpleGrid>
      {(list.isPending || isFetchingNextPage) && <Loader size="sm" aria-label="Loading widgets" />}
    </Stack>
  );
}
