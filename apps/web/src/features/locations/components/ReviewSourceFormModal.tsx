import { Alert, Button, Group, Loader, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { Source } from '@repute/domain';
import { readPageAddress, SYNCED_SOURCE_IDS } from '@repute/domain/urls';
import { type FormEvent, useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/api-error';

export type ReviewSourceFormValues = { source_id: number; url: string };

type ReviewSourceFormModalProps = {
  opened: boolean;
  /** The page being changed; null adds one. */
  editing: { source_id: number; source_name: string; url: string } | null;
  /** Sources a page can be added for (those without one yet). */
  sources: Source[];
  /** Whether GET /sources is still loading. */
  sourcesLoading?: boolean;
  saving: boolean;
  error: unknown;
  onCancel: () => void;
  onSave: (values: ReviewSourceFormValues) => void;
};

/** What to type for a source: Google takes the Business Profile location name, every other source an address. */
function inputFor(sourceId: number | null) {
  if (sourceId === SYNCED_SOURCE_IDS.google) {
    return {
      label: 'Location name',
      placeholder: 'accounts/{account id}/locations/{location id}',
      description:
        'The Business Profile location name: a Google Maps link does not say which Business Profile location it is.',
    };
  }
  if (sourceId === SYNCED_SOURCE_IDS.facebook) {
    return { label: 'Page URL', placeholder: 'https://www.facebook.com/your-page', description: undefined };
  }
  if (sourceId === SYNCED_SOURCE_IDS.yelp) {
    return { label: 'Page URL', placeholder: 'https://www.yelp.com/biz/your-business', description: undefined };
  }
  return { label: 'Page URL', placeholder: 'https://', description: undefined };
}

/** Adds a review-site page to the location, or changes the address of one. */
export function ReviewSourceFormModal({
  opened,
  editing,
  sources,
  sourcesLoading = false,
  saving,
  error,
  onCancel,
  onSave,
}: ReviewSourceFormModalProps) {
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setSourceId(editing?.source_id ?? null);
    setUrl(editing?.url ?? '');
    setTouched(false);
  }, [opened, editing]);

  const address = sourceId === null ? null : readPageAddress(sourceId, url);
  const urlError = touched && address && !address.ok ? address.message : undefined;
  const input = inputFor(sourceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (sourceId === null || !address?.ok) return;
    onSave({ source_id: sourceId, url: url.trim() });
  };
  const options = editing
    ? [{ value: String(editing.source_id), label: editing.source_name }]
    : sources.map((source) => ({ value: String(source.id), label: source.name }));

  return (
    <Modal opened={opened} onClose={onCancel} title={editing ? 'Edit Review Source' : 'Add Review Source'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Source"
            placeholder="Choose a review source"
            data={options}
            value={sourceId === null ? null : String(sourceId)}
            onChange={(value) => setSourceId(value ? Number(value) : null)}
            disabled={editing !== null}
            searchable
            nothingFoundMessage={sourcesLoading ? 'Loading review sources…' : 'No Options'}
            rightSection={sourcesLoading ? <Loader size="xs" aria-label="Loading review sources" /> : undefined}
            error={touched && sourceId === null ? 'Choose a review source' : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={input.label}
            description={input.description}
            placeholder={input.placeholder}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onBlur={() => {
              if (url.trim() !== '') setTouched(true);
            }}
            error={urlError}
            disabled={sourceId === null}
          />
          {error !== null && error !== undefined && (
            <Alert color="red" title="The review source was not saved">
              {errorText(error) ?? 'Something went wrong. Please refresh the page.'}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
