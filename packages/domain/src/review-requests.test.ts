import { describe, expect, it } from 'vitest';
import { isValidPhone } from './locations';
import {
  consentFromCell,
  fillFeedbackPlaceholder,
  mayAskAgain,
  recipientProblem,
  reminderDue,
  SELECTOR_TEXT,
  SMS_CONSENT_REQUIRED,
} from './review-requests';

const at = (iso: string) => new Date(iso);

describe('the contact frequency cap', () => {
  it('asks a contact never asked, and again only once the whole period has passed', () => {
    const now = at('2026-05-31T12:00:00Z');
    expect(mayAskAgain(null, now, 30)).toBe(true);
    expect(mayAskAgain(at('2026-05-02T12:00:01Z'), now, 30)).toBe(false);
    expect(mayAskAgain(at('2026-05-01T12:00:00Z'), now, 30)).toBe(true);
  });
});

describe('the reminder', () => {
  const sent = { sentAt: at('2026-05-01T09:00:00Z'), clickedAt: null, completedAt: null, reminderSentAt: null };
  it('is due once the delay has passed since the request', () => {
    expect(reminderDue(sent, at('2026-05-04T08:59:59Z'), 3)).toBe(false);
    expect(reminderDue(sent, at('2026-05-04T09:00:00Z'), 3)).toBe(true);
  });
  it('goes once, and never to whoever followed the link or answered, nor for a request never sent', () => {
    const later = at('2026-06-01T00:00:00Z');
    expect(reminderDue({ ...sent, reminderSentAt: at('2026-05-04T09:00:00Z') }, later, 3)).toBe(false);
    expect(reminderDue({ ...sent, clickedAt: at('2026-05-02T09:00:00Z') }, later, 3)).toBe(false);
    expect(reminderDue({ ...sent, completedAt: at('2026-05-02T09:00:00Z') }, later, 3)).toBe(false);
    expect(reminderDue({ ...sent, sentAt: null }, later, 3)).toBe(false);
  });
});

describe('the feedback placeholder', () => {
  it('becomes the selector type’s question, and an unknown type falls back to nps', () => {
    expect(fillFeedbackPlaceholder('Hi! %FEEDBACK_QUESTION% Thanks', 'stars')).toBe(
      `Hi! ${SELECTOR_TEXT.stars} Thanks`,
    );
    expect(fillFeedbackPlaceholder('%FEEDBACK_FORM%', 'sliders')).toBe(SELECTOR_TEXT.nps);
    expect(fillFeedbackPlaceholder('No placeholder', 'nps')).toBe('No placeholder');
  });

  it('takes any spelling of the form, and a name that only looks like a type is unknown', () => {
    expect(fillFeedbackPlaceholder('%FEEDBACK_question% / %Feedback_Q2%', 'thumbs')).toBe(
      `${SELECTOR_TEXT.thumbs} / ${SELECTOR_TEXT.thumbs}`,
    );
    expect(fillFeedbackPlaceholder('%FEEDBACK_QUESTION%', 'constructor')).toBe(SELECTOR_TEXT.nps);
  });
});

describe('recipient validation', () => {
  it('takes 10-digit phones with optional separators, nothing else', () => {
    for (const phone of ['5551234567', '555-123-4567', '(555) 123-4567', '555.123.4567']) {
      expect(isValidPhone(phone)).toBe(true);
    }
    for (const phone of ['555123456', '55512345678', '555-123-45678', 'phone']) expect(isValidPhone(phone)).toBe(false);
  });
  it('needs a valid e-mail for e-mail requests and a valid phone for SMS', () => {
    expect(recipientProblem({ name: 'A', email: 'a@example.com' }, 'email')).toBeUndefined();
    expect(recipientProblem({ name: 'A', email: 'not-an-email' }, 'email')).toBe('E-mail is not valid');
    expect(recipientProblem({ name: 'A' }, 'email')).toBe('E-mail is required');
    expect(recipientProblem({ name: 'A', phone: '555 123 4567', sms_consent: true }, 'sms')).toBeUndefined();
    expect(recipientProblem({ name: 'A', phone: '123', sms_consent: true }, 'sms')).toBe('Phone must be 10 digits');
  });
  it('texts only a contact whose consent is recorded, in a time zone this runtime knows', () => {
    expect(recipientProblem({ name: 'A', phone: '555 123 4567' }, 'sms')).toBe(SMS_CONSENT_REQUIRED);
    expect(recipientProblem({ name: 'A', phone: '555 123 4567', sms_consent: false }, 'sms')).toBe(
      SMS_CONSENT_REQUIRED,
    );
    expect(
      recipientProblem({ name: 'A', phone: '555 123 4567', sms_consent: true, time_zone: 'Mars/Olympus' }, 'sms'),
    ).toBe('Time zone is not valid');
    expect(
      recipientProblem({ name: 'A', phone: '555 123 4567', sms_consent: true, time_zone: 'America/Denver' }, 'sms'),
    ).toBeUndefined();
    // E-mail asks no SMS consent.
    expect(recipientProblem({ name: 'A', email: 'a@example.com' }, 'email')).toBeUndefined();
  });
  it('reads a consent column as a yes or a no', () => {
    for (const yes of ['yes', 'Y', 'true', '1', 'x', ' TRUE ']) expect(consentFromCell(yes)).toBe(true);
    for (const no of ['', 'no', 'false', '0', 'n']) expect(consentFromCell(no)).toBe(false);
  });
});
