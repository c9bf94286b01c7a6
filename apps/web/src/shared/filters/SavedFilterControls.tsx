import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { LOAD_MORE_THRESHOLD_PX } from '@repute/domain/filters';
import {
  NO_SAVED_FILTER_LABEL,
  SAVED_FILTER_MESSAGES,
  SAVED_FILTER_SUCCESS_TOAST_MS,
  savedFilterConfigFromParams,
} from '@repute/domain/saved-filters';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../ui/toast';
import { SavedFilterNameInput } from './SavedFilterNameInput';
import { SearchableFilterSelect } from './SearchableFilterSelect';
import {
  failureText,
  isNameConflict,
  useApplySavedFilter,
  useCreateSavedFilter,
  useDeleteSavedFilter,
  useUpdateSavedFilter,
} from './saved-filters-api';
import { useFilterOptions } from './use-filter-options';
import type { FiltersApi } from './use-filters';
import { useOptionLabel } from './use-option-label';

type SavedFilterControlsProps = { filters: FiltersApi };
type NameMode = 'saveAs' | 'save' | null;

const success = (message: string) => toast.success(message, { duration: SAVED_FILTER_SUCCESS_TOAST_MS });

/** Saved filters (spec 000 §4, §8): choose one to apply it, Save as, Save, Delete. */
export function SavedFilterControls({ filters }: SavedFilterControlsProps) {
  const source = useFilterOptions('savedFilters');
  const selectedId = filters.state.savedFilterId;
  const selectedValue = selectedId === null ? null : String(selectedId);
  const selectedName = useOptionLabel('savedFilters', selectedValue, source.options);
  const [mode, setMode] = useState<NameMode>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateSavedFilter();
  const update = useUpdateSavedFilter();
  const apply = useApplySavedFilter();
  const remove = useDeleteSavedFilter();

  const close = () => {
    setMode(null);
    setNameError(null);
  };
  const config = () => savedFilterConfigFromParams(filters.params, filters.state.dateDescriptor);
  const onFailure = (fallback: string) => (error: unknown) => {
    if (isNameConflict(error)) setNameError(SAVED_FILTER_MESSAGES.nameTaken);
    toast.alert(SAVED_FILTER_MESSAGES.saveError, { error: failureText(error, fallback) });
  };

  // Saving as a new filter may not take the selected filter's name; saving it may keep its own.
  const otherNames = source.options
    .filter((option) => mode === 'saveAs' || option.value !== selectedValue)
    .map((option) => option.label);
  const submit = (name: string) => {
    if (mode === 'save' && selectedId !== null) {
      update.mutate(
        { id: selectedId, body: { name, config: config() } },
        {
          onSuccess: () => {
            close();
            success(SAVED_FILTER_MESSAGES.updated);
          },
          onError: onFailure(SAVED_FILTER_MESSAGES.updateFailed),
        },
      );
      return;
    }
    create.mutate(
      { name, config: config() },
      {
        onSuccess: (saved) => {
          close();
          success(SAVED_FILTER_MESSAGES.saved);
          filters.change({ savedFilterId: String(saved.id) });
        },
        onError: onFailure(SAVED_FILTER_MESSAGES.createFailed),
      },
    );
  };

  const choose = (value: string | null) => {
    if (value === null) return filters.change({ savedFilterId: null });
    apply.mutate(Number(value), {
      onSuccess: (applied) => {
        filters.applySavedFilter(applied.id, applied.config);
      },
      onError: (error) =>
        toast.alert(SAVED_FILTER_MESSAGES.applyError, {
          error: failureText(error, SAVED_FILTER_MESSAGES.updateFailed),
        }),
    });
  };

  const deleteSelected = () => {
    if (selectedId === null) return;
    remove.mutate(selectedId, {
      onSuccess: () => {
        success(SAVED_FILTER_MESSAGES.deleted);
        filters.clearDeletedSavedFilter();
      },
      onError: (error) =>
        toast.alert(SAVED_FILTER_MESSAGES.notDeleted, {
          error: failureText(error, SAVED_FILTER_MESSAGES.deleteFailed),
        }),
    });
  };

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <SearchableFilterSelect
        label="Saved filters"
        allLabel={NO_SAVED_FILTER_LABEL}
        value={selectedValue}
        selectedLabel={selectedName}
        source={source}
        onChange={choose}
        loadMoreThreshold={LOAD_MORE_THRESHOLD_PX.savedFilters}
      />
      {mode ? (
        <SavedFilterNameInput
          key={mode}
          initialName={mode === 'save' ? (selectedName ?? '') : ''}
          otherNames={otherNames}
          error={nameError}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
          onEdit={() => setNameError(null)}
        />
      ) : (
        <>
          <Button variant="default" onClick={() => setMode('saveAs')}>
            Save as
          </Button>
          <Button variant="default" disabled={selectedId === null} onClick={() => setMode('save')}>
            Save
          </Button>
          <Tooltip label="Delete saved filter" withinPortal>
            <ActionIcon
              variant="default"
              size="input-sm"
              aria-label="Delete saved filter"
              disabled={selectedId === null}
              loading={remove.isPending}
              onClick={deleteSelected}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
