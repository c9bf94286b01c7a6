import type { ReviewHistoryEntry } from '@repute/domain';

/** What each change the API records means (review sync: edited, removed, restored; responses: published, deleted). */
const CHANGE_LABELS: Record<string, string> = {
  edited: 'Edited at the source',
  removed: 'Removed from the source',
  restored: 'Restored at the source',
  response_published: 'Response published',
  response_deleted: 'Response deleted',
};

const FIELD_LABELS: Record<string, string> = {
  rating: 'Rating',
  authorName: 'Author',
  content: 'Text',
  language: 'Language',
  url: 'Link',
  removed: 'Removed',
};

export function changeLabel(change: string): string {
  const known = CHANGE_LABELS[change];
  if (known) return known;
  const words = change.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who made the change: a person by name, else the review source's own sync. */
export function changedBy(entry: Pick<ReviewHistoryEntry, 'changed_by_name' | 'changed_by_user_id'>): string {
  if (entry.changed_by_name) return entry.changed_by_name;
  return entry.changed_by_user_id === null ? 'Review source sync' : 'A former user';
}

export type FieldChange = { field: string; label: string; before: string; after: string };

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field the change touched, with its value before and after ('--' for none). */
export function fieldChanges(entry: Pick<ReviewHistoryEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field,
    label: FIELD_LABELS[field] ?? changeLabel(field),
    before: valueText(entry.before?.[field]),
    after: valueText(entry.after?.[field]),
  }));
}
