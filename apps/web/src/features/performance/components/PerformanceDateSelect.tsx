import { Select } from '@mantine/core';
import type { DateDescriptor } from '@repute/domain';
import { DATE_DESCRIPTOR_LABELS } from '@repute/domain/date-descriptors';
import { PERFORMANCE_DATE_DESCRIPTORS } from '@repute/domain/performance';

type PerformanceDateSelectProps = { value: DateDescriptor; onChange: (descriptor: DateDescriptor) => void };

/**
 * Spec 001 §9: 30 days, 6 months, 12 months, 2 years, all time. A range the URL brought from another screen
 * (a link from the dashboard, say) is listed too, so the control says what the table shows.
 */
export function PerformanceDateSelect({ value, onChange }: PerformanceDateSelectProps) {
  const offered: readonly DateDescriptor[] = PERFORMANCE_DATE_DESCRIPTORS.includes(
    value as (typeof PERFORMANCE_DATE_DESCRIPTORS)[number],
  )
    ? PERFORMANCE_DATE_DESCRIPTORS
    : [...PERFORMANCE_DATE_DESCRIPTORS, value];
  return (
    <Select
      label="Date range"
      w={180}
      allowDeselect={false}
      value={value}
      data={offered.map((descriptor) => ({ value: descriptor, label: DATE_DESCRIPTOR_LABELS[descriptor] }))}
      onChange={(next) => next && onChange(next as DateDescriptor)}
    />
  );
}
