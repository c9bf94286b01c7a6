import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { AutoReplyRule } from '@repute/domain/auto-replies';
import { sourceById } from '@repute/domain/source-catalogue';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ListPanel } from '../../../shared/ui/ListPanel';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { useConfirmedDelete } from '../../../shared/ui/use-confirmed-delete';
import { useAutoReplyRules, useDeleteRule } from '../auto-replies-api';
import { RuleFormModal } from '../components/RuleFormModal';
import { RuleHistoryModal } from '../components/RuleHistoryModal';
import { delayText, ruleSummary } from '../rule-form-values';

const sourceName = (id: number) => sourceById(id)?.name ?? `Source ${id}`;

/**
 * /settings/auto-replies (issue 32 §2, decision 0146): the account's auto-reply rules, with what each answers,
 * how and when; creating, editing (with a dry run), its history and deleting for those who may.
 */
export function AutoReplyRulesPage() {
  const appPath = useAppPath();
  const may = useMayCallOf();
  const settings = useAccountSettings().data;
  const rules = useAutoReplyRules();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<{ rule: AutoReplyRule | null } | null>(null);
  const [history, setHistory] = useState<AutoReplyRule | null>(null);
  const confirmDelete = useConfirmedDelete<AutoReplyRule>({
    remove: remove,
    title: 'Delete rule',
    text: (row) => `${row.name} stops answering reviews. Replies it posted keep its name.`,
    confirmLabel: 'Delete rule',
    done: 'Rule deleted',
  });
  const list = rules.data?._embedded.auto_reply_rules ?? [];
  const mayCreate = may('POST /auto_reply_rules');
  const mayEdit = may('PATCH /auto_reply_rules/:id');
  const mayDelete = may('DELETE /auto_reply_rules/:id');

  return (
    <>
      <PageHeader
        title="Auto-Reply Rules"
        description="Answer reviews by themselves, after a delay, with your templates or drafted replies. Reviews with legal threats or health claims always go to a person."
        back={{ to: appPath('/settings'), label: 'Back to Settings' }}
        actions={
          mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ rule: null })}>
              New rule
            </Button>
          )
        }
      />
      <ListPanel
        query={rules}
        count={list.length}
        loadingLabel="Loading rules"
        emptyTitle="No rules yet"
        emptyText="Reviews are answered by people until a rule is made."
        minWidth={760}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rule</Table.Th>
              <Table.Th {...WIDE_ONLY}>Answers</Table.Th>
              <Table.Th {...WIDE_ONLY}>Delay</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td>
                  <Text fw={600}>{rule.name}</Text>
                  <Group gap={4}>
                    <Badge variant="light" color={rule.enabled ? 'green' : 'gray'}>
                      {rule.enabled ? 'On' : 'Off'}
                    </Badge>
                    {rule.needs_approval && (
                      <Badge variant="light" color="blue">
                        Needs approval
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  <Text size="sm">{ruleSummary(rule, sourceName)}</Text>
                  <Text size="xs" c="dimmed">
                    {rule.reply_with === 'drafts'
                      ? 'With drafted replies'
                      : `With ${rule.template_ids.length} templates in turn`}
                  </Text>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  {delayText(rule.delay_minutes)}
                  {rule.quiet_hours && (
                    <Text size="xs" c="dimmed">
                      {`Quiet ${rule.quiet_hours.starts}–${rule.quiet_hours.ends}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    {mayEdit && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing({ rule })}
                        aria-label={`Edit ${rule.name}`}
                      >
                        Edit
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setHistory(rule)}
                      aria-label={`History of ${rule.name}`}
                    >
                      History
                    </Button>
                    {mayDelete && confirmDelete.button(rule, rule.name)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListPanel>
      {editing && (
        <RuleFormModal
          key={editing.rule?.id ?? 'new'}
          rule={editing.rule}
          opened
          draftsAllowed={settings?.response_autopilot !== false}
          onClose={() => setEditing(null)}
        />
      )}
      <RuleHistoryModal rule={history} onClose={() => setHistory(null)} />
      {confirmDelete.modal}
    </>
  );
}
