import { Text } from '@mantine/core';
import type { ResponseAudit } from '@repute/domain/auto-replies';
import { useReplyAudit } from './approvals-api';

/** "Posted by the rule Thank five-star reviews", "Suggested by Lena Ortiz, approved by Marcus Chen". */
export function auditText(audit: ResponseAudit): string {
  const poster =
    audit.rule_id !== null ? `the rule ${audit.rule_name ?? 'since deleted'}` : (audit.posted_by ?? 'a former user');
  if (audit.approved_by) {
    const origin =
      audit.rule_id !== null ? `Suggested by ${poster}` : `Suggested by ${audit.suggested_by ?? 'a former user'}`;
    return `${origin}, approved by ${audit.approved_by}`;
  }
  return `Posted by ${poster}`;
}

/** Who posted the review's reply (the audit of decision 0146), under the reply. */
export function ReplyAuditLine({ reviewId }: { reviewId: number }) {
  const audit = useReplyAudit(reviewId, true);
  if (!audit.data) return null;
  return (
    <Text size="xs" c="dimmed">
      {auditText(audit.data)}
    </Text>
  );
}
