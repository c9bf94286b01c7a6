import {
  type AutoReplyRule,
  type AutoReplyRuleBody,
  type AutoReplyRuleSnapshot,
  autoReplyRuleSnapshotSchema,
} from '@repute/domain';
import type { RuleRow } from './auto-replies.repo';

/** What is stored of a rule: its whole definition, one JSON document per version. */
export function definitionOf(body: AutoReplyRuleBody): AutoReplyRuleSnapshot {
  return autoReplyRuleSnapshotSchema.parse(body);
}

/** The stored definition read back; its name and switch are the row's own columns. */
export function snapshotOf(row: RuleRow): AutoReplyRuleSnapshot {
  return { ...autoReplyRuleSnapshotSchema.parse(row.definition), name: row.name, enabled: row.enabled };
}

export function toRule(row: RuleRow): AutoReplyRule {
  return {
    id: row.id,
    ...snapshotOf(row),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
