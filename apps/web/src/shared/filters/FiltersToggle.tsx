import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Ref } from 'react';

type FiltersToggleProps = {
  ref: Ref<HTMLButtonElement>;
  count: number;
  opened: boolean;
  panelId: string;
  onToggle: () => void;
};

/** Small screens: the one button that shows and hides the filter dropdowns, with how many filters are set. */
export function FiltersToggle({ ref, count, opened, panelId, onToggle }: FiltersToggleProps) {
  return (
    <Button
      ref={ref}
      variant="default"
      fullWidth
      justify="space-between"
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
      rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      aria-expanded={opened}
      aria-controls={panelId}
      onClick={onToggle}
    >
      Filters
      {count > 0 && ' '}
      {count > 0 && (
        <Badge component="span" ml={8} size="sm" circle>
          {count}
          <VisuallyHidden> set</VisuallyHidden>
        </Badge>
      )}
    </Button>
  );
}
