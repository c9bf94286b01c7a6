import { REPLY_DRAFT_MAX_LENGTH } from '@repute/domain';
import type { DraftFacts } from './draft-facts';

/*
 * The checks every draft passes, whichever engine wrote it (decision 0131). A draft that fails one is never shown:
 * the model's falls back to the built-in engine, and the built-in engine tries its next candidate.
 */

export type GuardrailCheck =
  | 'empty'
  | 'length'
  | 'placeholder'
  | 'banned_phrase'
  | 'link'
  | 'email'
  | 'phone'
  | 'full_name'
  | 'invented_number'
  | 'compensation'
  | 'patient_confirmation';

/** What a model says of itself, legal threats and promises a business should not make in public. */
const BANNED_PHRASES = [
  /\bas an ai\b/i,
  /\blanguage model\b/i,
  /\bi(?: am|'m) an ai\b/i,
  /\bchatgpt\b/i,
  /\blorem ipsum\b/i,
  /\bguarantee/i,
  /\bwe promise\b/i,
  /\blegal action\b/i,
  /\blawsuit\b/i,
  /\bfake review\b/i,
];

/** "[Your Name]", "{location}", an unfilled %REVIEWER_NAME% or %FEEDBACK_...%. */
const PLACEHOLDER = /\[[^\]]*\]|\{[^}]*\}|%[A-Z_]+%/i;
const LINK = /\bhttps?:\/\/|\bwww\./i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
/** Seven or more digits with the separators phone numbers are written with. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/;
/** A title before a name: someone's name beyond the reviewer's first ("Dr. Patel"). */
const TITLED_NAME = /\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Mm]iss|[Pp]rof)\.?\s+\p{Lu}/u;

/** Any promise of money, goods or services in return. "Feel free" is no offer. */
const COMPENSATION = [
  /\brefund/i,
  /\breimburse/i,
  /\bdiscount/i,
  /\b(?<!feel )free\b/i,
  /\bcomplimentary\b/i,
  /\bvouchers?\b/i,
  /\bcoupons?\b/i,
  /\bgift cards?\b/i,
  /\b(?:store )?credit (?:to|on) your\b/i,
  /\bstore credit\b/i,
  /\bon the house\b/i,
  /\bmoney back\b/i,
  /\bcompensat/i,
  /\bno charge\b/i,
  /\bwaive/i,
  /\bpercent off\b/i,
  /%\s*off\b/i,
];

/**
 * HIPAA-safe wording: a healthcare reply never confirms, nor implies, that the reviewer is or was a patient, and names
 * no treatment or health detail. Thanking them for their words and asking them to contact the office is safe.
 */
const PATIENT_CONFIRMATION = [
  /\bpatients?\b/i,
  /\bappointments?\b/i,
  /\btreat(?:ed|s|ing|ments?)?\b/i,
  /\bvisit(?:s|ed|ing)?\b/i,
  /\bprocedures?\b/i,
  /\bdiagnos/i,
  /\bprescri/i,
  /\bmedications?\b/i,
  /\bsurger(?:y|ies)\b/i,
  /\bexam(?:s|ination)?\b/i,
  /\bcleanings?\b/i,
  /\bcheck-?ups?\b/i,
  /\bsymptoms?\b/i,
  /\byour (?:care|health|condition|records?|dentist|doctor|hygienist|provider|therapist|teeth|tooth|results?|stay)\b/i,
  /\b(?:see|seeing|saw|seen) you\b/i,
  /\bwelcom\w* you back\b/i,
  /\b(?:you chose|chose us|choosing us|choose us)\b/i,
  /\b(?:came|come|coming) in\b/i,
  /\bin our (?:chair|care)\b/i,
  /\b(?:time|experience|stay) with us\b/i,
  /\byour experience\b/i,
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The numbers a draft may state: those the review and the location's name state. A model must not invent others. */
function inventsNumbers(text: string, facts: DraftFacts): boolean {
  const given = `${facts.reviewText} ${facts.locationName}`;
  return (text.match(/\d+/g) ?? []).some((number) => !new RegExp(`(?<!\\d)${number}(?!\\d)`).test(given));
}

/** The checks the draft fails, none when it may be shown. */
export function failedChecks(text: string, facts: DraftFacts): GuardrailCheck[] {
  const failed: GuardrailCheck[] = [];
  if (text.trim() === '') return ['empty'];
  if (text.trim().length > REPLY_DRAFT_MAX_LENGTH) failed.push('length');
  // The location's name and the reviewer's first name may be anything ("Patient First", "Dr. Smith Dental"): the
  // words around them are what is checked.
  const trimmed = [facts.locationName, facts.firstName]
    .filter((name): name is string => Boolean(name))
    .reduce((masked, name) => masked.replace(new RegExp(`(?<!\\w)${escaped(name)}(?!\\w)`, 'gi'), 'NAME'), text.trim());
  if (PLACEHOLDER.test(trimmed)) failed.push('placeholder');
  if (BANNED_PHRASES.some((pattern) => pattern.test(trimmed))) failed.push('banned_phrase');
  if (LINK.test(trimmed)) failed.push('link');
  if (EMAIL.test(trimmed)) failed.push('email');
  if (PHONE.test(trimmed)) failed.push('phone');
  const otherName = facts.otherNames.some((name) => new RegExp(`\\b${escaped(name)}\\b`, 'i').test(trimmed));
  if (otherName || TITLED_NAME.test(trimmed)) failed.push('full_name');
  if (inventsNumbers(trimmed, facts)) failed.push('invented_number');
  if (COMPENSATION.some((pattern) => pattern.test(trimmed))) failed.push('compensation');
  if (facts.healthcare && PATIENT_CONFIRMATION.some((pattern) => pattern.test(trimmed))) {
    failed.push('patient_confirmation');
  }
  return failed;
}
