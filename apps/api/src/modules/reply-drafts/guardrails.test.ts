import { REPLY_DRAFT_MAX_LENGTH } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import type { DraftFacts } from './draft-facts';
import { failedChecks } from './guardrails';

const facts = (more: Partial<DraftFacts> = {}): DraftFacts => ({
  firstName: 'Emily',
  otherNames: ['Carter'],
  locationName: 'Bluebird Bistro - Wicker Park',
  rating: 2,
  tone: 'negative',
  topics: [],
  healthcare: false,
  reviewText: 'We waited 45 minutes for cold pasta.',
  templates: [],
  seed: 1,
  ...more,
});

describe('reply draft guardrails', () => {
  it('pass a plain, kind reply', () => {
    expect(
      failedChecks('Hi Emily, we are sorry about the 45 minute wait. Please feel free to contact us.', facts()),
    ).toEqual([]);
  });

  it.each([
    ['compensation', 'Hi Emily, we would love to offer you a full refund.'],
    ['compensation', 'Your next dessert is on the house!'],
    ['compensation', 'Enjoy 20% off your next meal.'],
    ['compensation', 'We will send you a free voucher.'],
    ['email', 'Write to manager@bluebird.example and we will sort it out.'],
    ['phone', 'Call us on (312) 555-0199.'],
    ['full_name', 'Dear Emily Carter, thank you.'],
    ['full_name', 'Dr. Patel will call you.'],
    ['link', 'See https://bluebird.example/sorry for more.'],
    ['placeholder', 'Thank you, Emily. [Your Name], Manager'],
    ['placeholder', 'Thank you, %REVIEWER_NAME%.'],
    ['banned_phrase', 'As an AI language model I cannot eat pasta.'],
    ['invented_number', 'We have proudly served Chicago for 30 years.'],
  ])('fail on %s: %s', (check, text) => {
    expect(failedChecks(text, facts())).toContain(check);
  });

  it('refuse the empty and the overlong', () => {
    expect(failedChecks('  ', facts())).toEqual(['empty']);
    expect(failedChecks('Thank you. '.repeat(REPLY_DRAFT_MAX_LENGTH / 10), facts())).toContain('length');
  });

  it('never let a healthcare reply confirm the reviewer was a patient', () => {
    const healthcare = facts({ healthcare: true, locationName: 'Northwind Dental - Ballard' });
    for (const text of [
      'Thank you for visiting us, Emily!',
      'Thank you for being our patient.',
      'We hope your treatment went well.',
      'We are glad your appointment was on time.',
      'We look forward to seeing you again.',
      'We are so glad you chose Northwind Dental - Ballard.',
      'We are sorry your experience fell short.',
    ]) {
      expect(failedChecks(text, healthcare), text).toContain('patient_confirmation');
    }
    expect(failedChecks('Thank you for your kind words, Emily. Please contact our office.', healthcare)).toEqual([]);
    // The same words from a restaurant confirm nothing anyone must keep private.
    expect(failedChecks('Thank you for visiting us, Emily!', facts())).toEqual([]);
  });

  it('read the location and the first name as names, whatever they say', () => {
    const named = facts({ healthcare: true, locationName: 'Patient First - 12 Main', firstName: 'Free' });
    expect(failedChecks('Hi Free, thank you from everyone at Patient First - 12 Main.', named)).toEqual([]);
  });
});
