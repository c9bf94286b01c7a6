import { describe, expect, it } from 'vitest';
import { auditText } from './ReplyAuditLine';

const base = { posted_by: null, rule_id: null, rule_name: null, approved_by: null, suggested_by: null };

describe('the audit line', () => {
  it('names the person, the rule, or who suggested and approved', () => {
    expect(auditText({ ...base, posted_by: 'Marcus Chen' })).toBe('Posted by Marcus Chen');
    expect(auditText({ ...base, rule_id: 3, rule_name: 'Praise' })).toBe('Posted by the rule Praise');
    expect(
      auditText({ ...base, posted_by: 'Marcus Chen', suggested_by: 'Lena Ortiz', approved_by: 'Marcus Chen' }),
    ).toBe('Suggested by Lena Ortiz, approved by Marcus Chen');
    expect(auditText({ ...base, rule_id: 3, rule_name: 'Praise', approved_by: 'Ada Park' })).toBe(
      'Suggested by the rule Praise, approved by Ada Park',
    );
  });
});
