import { Button, Divider, InputBase, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DateDescriptor, DateRange, DateSelection, IsoDate } from '@repute/domain';
import {
  DATE_DESCRIPTOR_LABELS,
  DATE_PICKER_GROUPS,
  dateRangeLabel,
  dateSelectionLabel,
} from '@repute/domain/date-descriptors';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { CustomRangeForm } from './CustomRangeForm';

type DateRangeFilterProps = {
  selection: DateSelection;
  range: DateRange | null;
  today: IsoDate;
  onChange: (descriptor: DateDescriptor, custom?: { from: IsoDate; to: IsoDate }) => void;
};

/** The date range picker: the spec's groups of presets, and a custom range. */
export function DateRangeFilter({ selection, range, today, onChange }: DateRangeFilterProps) {
  const [opened, setOpened] = useState(false);
  const choose = (descriptor: DateDescriptor, custom?: { from: IsoDate; to: IsoDate }) => {
    setOpened(false);
    onChange(descriptor, custom);
  };
  const custom = selection.dateDescriptor === 'custom';

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label="Date range"
          w={230}
          leftSection={<IconCalendar size={16} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          title={range ? dateRangeLabel(range) : undefined}
        >
          <Text size="sm" truncate="end">
            {dateSelectionLabel(selection)}
          </Text>
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" w={{ base: 300, sm: 580 }}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
            {DATE_PICKER_GROUPS.map((group) => (
              <Stack key={group.label} gap={2} role="group" aria-label={group.label}>
                <Text size="xs" fw={700} c="dimmed">
                  {group.label}
                </Text>
                {group.descriptors.map((descriptor) => (
                  <Button
                    key={descriptor}
                    size="compact-sm"
                    variant={selection.dateDescriptor === descriptor ? 'light' : 'subtle'}
                    justify="flex-start"
                    aria-pressed={selection.dateDescriptor === descriptor}
                    onClick={() => choose(descriptor)}
                  >
                    {DATE_DESCRIPTOR_LABELS[descriptor]}
                  </Button>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
          <Divider />
          <CustomRangeForm
            initial={{ from: custom ? (selection.from ?? null) : null, to: custom ? (selection.to ?? null) : null }}
            today={today}
            onApply={(dates) => choose('custom', dates)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
