import { Select } from '@mantine/core';
import type { KeywordSort } from '@repute/domain';
import { KEYWORD_SORT_OPTIONS, keywordSortOf } from '../keyword-sort';

type KeywordSortSelectProps = { value: KeywordSort; onChange: (sort: KeywordSort) => void };

/** The sort dropdown of the Keywords page (spec 001 §2, §9). */
export function KeywordSortSelect({ value, onChange }: KeywordSortSelectProps) {
  return (
    <Select
      label="Sort by"
      data={KEYWORD_SORT_OPTIONS}
      value={value}
      onChange={(next) => onChange(keywordSortOf(next))}
      allowDeselect={false}
      w={200}
    />
  );
}
