import { Badge, Button, Table, Text } from '@mantine/core';
import type { AuditEvent } from '@repute/domain/audit-log';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../../shared/lib/account-time';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { AuditEventDetails } from './AuditEventDetails';

type AuditEventsTableProps = { events: AuditEvent[]; timeZone: string };

/** Who acted: a user, or Repute itself (a webhook delivery, a refused sign-in) when the entry names nobody. */
const actorOf = (event: AuditEvent) =>
  event.actor_email ?? (event.actor_user_id === null ? 'Repute (no user)' : 'A removed user');

/** The entries, newest first; each opens to what it changed. */
export function AuditEventsTable({ events, timeZone }: AuditEventsTableProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ResponsiveTableContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th {...WIDE_ONLY}>Resource</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Fragment key={event.id}>
              <Table.Tr>
                <Table.Td>{formatDateTime(event.occurred_at, timeZone)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Text size="sm">{actorOf(event)}</Text>
                  {event.impersonator_email && (
                    <Badge variant="light" color="orange" tt="none" mt={4}>
                      Acted by {event.impersonator_email}
                    </Badge>
                  )}
                  {event.via && (
                    <Badge variant="light" color="gray" tt="none" mt={4}>
                      Via {event.via}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Text size="sm" ff="monospace">
                    {event.action}
                  </Text>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  {event.resource}
                  {event.resource_id ? ` #${event.resource_id}` : ''}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-expanded={open === event.id}
                    aria-label={`${open === event.id ? 'Hide' : 'Show'} changes of ${event.action}`}
                    onClick={() => setOpen(open === event.id ? null : event.id)}
                  >
                    {open === event.id ? 'Hide' : 'Show'}
                  </Button>
                </Table.Td>
              </Table.Tr>
              {open === event.id && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <AuditEventDetails event={event} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
