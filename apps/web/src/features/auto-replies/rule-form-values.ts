import {
  AUTO_REPLY_DELAY_MAX_MINUTES,
  AUTO_REPLY_DELAY_MIN_MINUTES,
  type AutoReplyRule,
  type AutoReplyRuleInput,
} from '@repute/domain/auto-replies';

/** The form's values: ids as strings for Mantine's selects, quiet hours as two optional times. */
export type RuleFormValues = {
  name: string;
  enabled: boolean;
  source_ids: string[];
  rating_min: string;
  rating_max: string;
  text: 'any' | 'with_text' | 'without_text';
  keywords: string[];
  location_ids: string[];
  group_ids: string[];
  reply_with: 'templates' | 'drafts';
  template_ids: string[];
  delay_minutes: number;
  quiet: boolean;
  quiet_starts: string;
  quiet_ends: string;
  needs_approval: boolean;
};

const ids = (values: readonly number[]) => values.map(String);

export function ruleFormValues(rule: AutoReplyRule | null): RuleFormValues {
  return {
    name: rule?.name ?? '',
    enabled: rule?.enabled ?? true,
    source_ids: ids(rule?.source_ids ?? []),
    rating_min: String(rule?.rating_min ?? 4),
    rating_max: String(rule?.rating_max ?? 5),
    text: rule?.text ?? 'any',
    keywords: rule?.keywords ?? [],
    location_ids: ids(rule?.location_ids ?? []),
    group_ids: ids(rule?.group_ids ?? []),
    reply_with: rule?.reply_with ?? 'templates',
    template_ids: ids(rule?.template_ids ?? []),
    delay_minutes: rule?.delay_minutes ?? 60,
    quiet: Boolean(rule?.quiet_hours),
    quiet_starts: rule?.quiet_hours?.starts ?? '21:00',
    quiet_ends: rule?.quiet_hours?.ends ?? '08:00',
    needs_approval: rule?.needs_approval ?? false,
  };
}

/** The body of POST and PATCH /auto_reply_rules. */
export function ruleBody(values: RuleFormValues): AutoReplyRuleInput {
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    source_ids: values.source_ids.map(Number),
    rating_min: Number(values.rating_min),
    rating_max: Number(values.rating_max),
    text: values.text,
    keywords: values.keywords,
    location_ids: values.location_ids.map(Number),
    group_ids: values.group_ids.map(Number),
    reply_with: values.reply_with,
    template_ids: values.reply_with === 'templates' ? values.template_ids.map(Number) : [],
    delay_minutes: values.delay_minutes,
    quiet_hours: values.quiet ? { starts: values.quiet_starts, ends: values.quiet_ends } : null,
    needs_approval: values.needs_approval,
  };
}

/** "2 hours 30 minutes", "1 day": how long a rule waits before posting. */
export function delayText(minutes: number): string {
  if (minutes >= AUTO_REPLY_DELAY_MAX_MINUTES) return '24 hours';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', rest > 0 ? `${rest} minutes` : ''];
  return parts.filter(Boolean).join(' ');
}

export const DELAY_HINT = `From ${AUTO_REPLY_DELAY_MIN_MINUTES} minutes to 24 hours (${AUTO_REPLY_DELAY_MAX_MINUTES} minutes).`;

/** One line saying which reviews the rule answers. */
export function ruleSummary(rule: AutoReplyRule, sourceName: (id: number) => string): string {
  const stars = rule.rating_min === rule.rating_max ? `${rule.rating_min}★` : `${rule.rating_min}–${rule.rating_max}★`;
  const sources = rule.source_ids.length === 0 ? 'every source' : rule.source_ids.map(sourceName).join(', ');
  const text = { any: '', with_text: ', with text', without_text: ', without text' }[rule.text];
  const keywords = rule.keywords.length > 0 ? `, mentioning ${rule.keywords.join(' or ')}` : '';
  const places =
    rule.location_ids.length + rule.group_ids.length > 0
      ? `, at ${rule.location_ids.length} locations and ${rule.group_ids.length} groups`
      : '';
  return `${stars} on ${sources}${text}${keywords}${places}`;
}
