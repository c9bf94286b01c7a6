import { Alert, List } from '@mantine/core';
import type { Issue } from '@repute/domain';
import { IconAlertTriangle } from '@tabler/icons-react';

type IssuesAlertProps = { issues: Issue[] };

/** The location's open issues (spec 001 §3); muted ones are not shown. */
export function IssuesAlert({ issues }: IssuesAlertProps) {
  const open = issues.filter((issue) => !issue.muted);
  if (open.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Issues" icon={<IconAlertTriangle aria-hidden />}>
      <List size="sm">
        {open.map((issue) => (
          <List.Item key={issue.id}>{issue.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
