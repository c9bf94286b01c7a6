import type { DraftFacts, Tone } from './draft-facts';
import { failedChecks } from './guardrails';

/*
 * The built-in engine (decision 0131): offline, from the account's response templates and the review's analysis.
 * It states nothing the review does not: the reviewer's first name, the location, the topics the review names, and
 * a tone set by its stars. Each candidate passes the guardrails or the next is tried; the last names no topic and
 * passes them always.
 */

type Wording = { opening: string; topic: (topics: string) => string; closing: (location: string) => string };

const WORDING: Record<'general' | 'healthcare', Record<Tone, Wording>> = {
  general: {
    positive: {
      opening: 'Thank you for taking the time to share such kind words.',
      topic: (topics) => `It is wonderful to hear that ${topics} made a good impression.`,
      closing: (location) => `We look forward to welcoming you back to ${location}.`,
    },
    mixed: {
      opening: 'Thank you for taking the time to share your feedback.',
      topic: (topics) => `We appreciate your thoughts on ${topics}, and we are always working to improve.`,
      closing: (location) => `We hope to welcome you back to ${location} soon.`,
    },
    negative: {
      opening: 'Thank you for your feedback, and we are sorry to hear that we fell short of your expectations.',
      topic: (topics) => `We take what you said about ${topics} seriously and have shared it with our team.`,
      closing: (location) => `Please contact ${location} directly so that we can learn more and make this right.`,
    },
  },
  // Thanks for the words and an invitation to call the office; nothing that says the reviewer was ever there.
  healthcare: {
    positive: {
      opening: 'Thank you for taking the time to share such kind words.',
      topic: (topics) => `We truly appreciate hearing good things about ${topics}.`,
      closing: () => 'Comments like yours mean a great deal to our whole team.',
    },
    mixed: {
      opening: 'Thank you for taking the time to share your feedback.',
      topic: (topics) => `We appreciate your thoughts on ${topics}, and we are always working to improve.`,
      closing: () => 'If you would like to tell us more, please contact our office directly.',
    },
    negative: {
      opening: 'Thank you for your feedback. We are sorry to hear of your concerns.',
      topic: (topics) => `We take concerns about ${topics} seriously.`,
      closing: () => 'Please contact our office directly so that we can address your concerns privately.',
    },
  },
};

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const APOLOGY = /\b(?:sorry|apologi[sz]e|regret|fell short|make (?:it|this|things) right)\b/i;
const DELIGHT = /\b(?:glad|thrilled|delighted|happy|love|great|wonderful|kind words|pleasure)\b/i;

/** A template's own tone, read from its words: an apology, delight, or neither (a plain thank-you). */
function templateTone(text: string): Tone {
  if (APOLOGY.test(text)) return 'negative';
  return DELIGHT.test(text) ? 'positive' : 'mixed';
}

/** The template tones that suit a review's: praise takes delight or a thank-you, a complaint an apology. */
const SUITS: Record<Tone, readonly Tone[]> = {
  positive: ['positive', 'mixed'],
  mixed: ['mixed', 'negative'],
  negative: ['negative'],
};

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+|[^.!?]+$/g)?.map((part) => part.trim()) ?? [];

/** The account's templates that suit the review: those of its own tone first, each tier from where the seed picks. */
function suitingTemplates(facts: DraftFacts): string[] {
  return SUITS[facts.tone].flatMap((tone) => {
    const tier = facts.templates.filter((template) => templateTone(template) === tone);
    const start = tier.length === 0 ? 0 : facts.seed % tier.length;
    return [...tier.slice(start), ...tier.slice(0, start)];
  });
}

function signOff(facts: DraftFacts): string {
  return `— The team at ${facts.locationName}`;
}

/** The candidates, best first: each suiting template with the topics, then the engine's own words with and without. */
function candidates(facts: DraftFacts): string[] {
  const wording = WORDING[facts.healthcare ? 'healthcare' : 'general'][facts.tone];
  const topic = facts.topics.length > 0 ? wording.topic(listed(facts.topics)) : null;
  const fromTemplates = suitingTemplates(facts).map((template) => {
    const [first = '', ...rest] = sentencesOf(template);
    return [[first, topic, ...rest].filter(Boolean).join(' '), signOff(facts)].join('\n\n');
  });
  const greeting = facts.firstName ? `Hi ${facts.firstName},` : 'Hello,';
  const own = (withTopic: boolean) =>
    [
      greeting,
      [wording.opening, withTopic ? topic : null, wording.closing(facts.locationName)].filter(Boolean).join(' '),
      signOff(facts),
    ].join('\n\n');
  return [...fromTemplates, own(true), own(false)];
}

/** The built-in draft: the first candidate that passes every guardrail. */
export function builtInDraft(facts: DraftFacts): string {
  const all = candidates(facts);
  // The last names no topic and no template: its words pass every check for every tone and vertical (tested).
  return all.find((candidate) => failedChecks(candidate, facts).length === 0) ?? (all.at(-1) as string);
}
