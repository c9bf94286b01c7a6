import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { GROUP_MESSAGES } from '@repute/domain/groups';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useAddGroupLocations, useCreateGroup, useGroupsList } from '../../../shared/entities/groups/groups-api';
import { useLocation } from '../../../shared/entities/locations/locations-api';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { countOf } from '../../../shared/lib/count-format';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';

/** /settings/locations/new/{id}/groups: after creating a location, put it in groups (spec 001 §2). */
export function LocationGroupsStepPage() {
  const id = Number(useParams().locationId) || 0;
  const auth = useAuth();
  const may = useMayCallOf();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const location = useLocation(id);
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const groups = useGroupsList({ page, keywords, not_containing: id });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [added, setAdded] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateGroup();
  const addTo = useAddGroupLocations();
  const [saving, setSaving] = useState(false);
  const listPath = appPath('/settings/locations');

  if (!may('POST /groups/:id/locations')) return <Navigate to={listPath} replace />;

  const name = location.data?.name ?? 'this location';
  const groupRows = embedded(groups.data, 'groups');

  const createGroup = () => {
    if (!newName.trim()) {
      setNameError(GROUP_MESSAGES.nameRequired);
      return;
    }
    create.mutate(
      { account_id: auth?.account_id, name: newName.trim(), location_ids: [id] },
      {
        onSuccess: (group) => {
          toast.success(GROUP_TEXT.created(group.name));
          setAdded((current) => [...current, group.name]);
          setNewName('');
        },
        onError: (error) => setNameError(serverFieldErrors(error).name ?? errorText(error)),
      },
    );
  };

  const finish = async () => {
    setSaving(true);
    const results = await Promise.allSettled(
      [...chosen].map((groupId) => addTo.mutateAsync({ id: groupId, locationIds: [id] })),
    );
    setSaving(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0)
      toast.alert(`The location was not added to ${countOf(failed, 'group', 'groups', { grouping: false })}`);
    else if (chosen.size > 0)
      toast.success(`${name} added to ${countOf(chosen.size, 'group', 'groups', { grouping: false })}`);
    navigate(listPath);
  };

  return (
    <>
      <PageHeader title="Add Location to Groups" description={`Choose the groups ${name} belongs to.`} />
      <Stack gap="lg" maw={760}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Existing Groups
            </Title>
            <SearchInput
              label="Search groups"
              value={keywords}
              onSearch={(next) => {
                setKeywords(next);
                setPage(1);
              }}
            />
            {groups.isPending && <TableSkeleton rows={3} label="Loading groups" />}
            {groups.error && <ErrorAlert>{GROUP_TEXT.loadGroups}</ErrorAlert>}
            {groups.data && groupRows.length === 0 && (
              <EmptyState title={keywords ? 'No groups match your search.' : 'No other groups yet.'} />
            )}
            {groupRows.map((group) => (
              <Checkbox
                key={group.id}
                label={`${group.name} (${countOf(group.location_count, 'location', 'locations', { grouping: false })})`}
                aria-label={group.name}
                checked={chosen.has(group.id)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.currentTarget.checked) next.add(group.id);
                  else next.delete(group.id);
                  setChosen(next);
                }}
              />
            ))}
            <ListPagination
              page={page}
              totalPages={groups.data?._total_pages ?? 1}
              onChange={setPage}
              label="Groups pages"
            />
          </Stack>
        </Paper>
        {may('POST /groups') && (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                New Group
              </Title>
              <Group align="flex-start">
                <TextInput
                  label="New Group Name"
                  value={newName}
                  error={nameError}
                  style={{ flex: '1 1 260px' }}
                  onChange={(event) => {
                    setNewName(event.currentTarget.value);
                    setNameError(undefined);
                  }}
                />
                <Button mt={25} variant="light" loading={create.isPending} onClick={createGroup}>
                  Create Group
                </Button>
              </Group>
              {added.length > 0 && (
                <Text size="sm" c="teal.8">
                  Added to: {added.join(', ')}
                </Text>
              )}
            </Stack>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(listPath)} disabled={saving}>
            Skip
          </Button>
          <Button loading={saving} onClick={() => void finish()}>
            {chosen.size > 0 ? 'Add to Groups' : 'Done'}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
