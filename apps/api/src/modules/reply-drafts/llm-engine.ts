import { REPLY_DRAFT_MAX_LENGTH } from '@repute/domain';
import type { ChatCompletions, ChatMessage } from '../../connectors/chat-completions';
import type { DraftFacts } from './draft-facts';

/*
 * The language-model engine (decision 0131): any OpenAI-compatible chat endpoint, told the same rules the
 * guardrails then check, since a model's obedience is never taken on trust.
 */

const RULES = [
  'You write the reply a business posts under one of its online reviews.',
  'Write in the first person plural ("we"), warm, professional and brief: at most 90 words, plain text, no headings.',
  'Address the reviewer by their first name only, or by no name when none is given.',
  'Say only what the review itself supports: never invent facts, events, numbers, staff names, offers or medical details.',
  'Never promise a refund, a discount, anything free or any other compensation.',
  'Never include an e-mail address, a phone number, a link, or anyone’s full name.',
  'Do not argue with the reviewer. Answer with the reply alone, with no placeholders such as [Your Name].',
];

const HEALTHCARE_RULES = [
  'This business is a healthcare practice, bound by patient privacy law (HIPAA).',
  'Never confirm or imply that the reviewer is or was a patient: do not mention a visit, an appointment, a treatment, a procedure, their care or their health, and do not say you hope to see them again.',
  'Thank them for their words, and for a concern invite them to contact the office directly.',
];

const TONE_TEXT = { positive: 'praise', mixed: 'mixed', negative: 'a complaint' } as const;

export function draftMessages(facts: DraftFacts): ChatMessage[] {
  const system = [...RULES, ...(facts.healthcare ? HEALTHCARE_RULES : [])].join('\n');
  const user = [
    `Business location: ${facts.locationName}`,
    `Reviewer's first name: ${facts.firstName ?? '(none given)'}`,
    `Stars: ${facts.rating === null ? 'none given' : `${facts.rating} of 5`} (the review reads as ${TONE_TEXT[facts.tone]})`,
    `What the review talks about: ${facts.topics.length > 0 ? facts.topics.join(', ') : 'nothing in particular'}`,
    'Review:',
    `"""${facts.reviewText}"""`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** About the draft's length limit in tokens (four characters each), so that a model stops near it. */
const MAX_TOKENS = Math.ceil(REPLY_DRAFT_MAX_LENGTH / 4);

export async function llmDraft(chat: ChatCompletions, facts: DraftFacts): Promise<string> {
  return chat.complete(draftMessages(facts), { maxTokens: MAX_TOKENS, temperature: 0.4 });
}
