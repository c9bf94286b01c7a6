import { Button } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';
import { useReplyQueue } from './approvals-api';

/** The way from the reviews to the approval queue, with how many replies wait, for those who may see it. */
export function ApprovalsLink() {
  const appPath = useAppPath();
  const may = useMayCall('GET /reply_suggestions');
  const queue = useReplyQueue(may);
  if (!may) return null;
  const waiting = queue.data?._total ?? 0;
  return (
    <Button
      component={Link}
      to={appPath('/reviews/approvals')}
      variant="default"
      leftSection={<IconChecklist size={18} aria-hidden />}
    >
      {waiting > 0 ? `Reply Approvals (${waiting})` : 'Reply Approvals'}
    </Button>
  );
}
