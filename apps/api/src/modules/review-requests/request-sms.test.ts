import { SELECTOR_TEXT, SELECTOR_TYPES } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { requestSms } from './request-sms';

const CAMPAIGN = { content: 'Thanks for visiting! %FEEDBACK_QUESTION%', senderName: '', selectorType: 'nps' };
const BUSINESS = { name: 'Northwind Dental - Ballard' };
const LANDING = 'https://repute.example/r/abc';

describe('a review request text message', () => {
  it('opens with who asks: the sender name, else the location', () => {
    expect(requestSms(CAMPAIGN, BUSINESS, LANDING, false)).toBe(
      `Northwind Dental - Ballard: Thanks for visiting! ${SELECTOR_TEXT.nps} ${LANDING} Reply STOP to opt out.`,
    );
    expect(requestSms({ ...CAMPAIGN, senderName: 'Dr. Lee' }, BUSINESS, LANDING, true)).toMatch(
      /^Reminder: Dr\. Lee: Thanks for visiting!/,
    );
  });

  it.each([...SELECTOR_TYPES, 'sliders'])('never shows a feedback placeholder raw (%s)', (selectorType) => {
    const text = requestSms(
      { ...CAMPAIGN, selectorType, content: '%FEEDBACK_QUESTION% / %feedback_form%' },
      BUSINESS,
      LANDING,
      false,
    );
    const question = SELECTOR_TEXT[SELECTOR_TYPES.find((type) => type === selectorType) ?? 'nps'];
    expect(text).toContain(`${question} / ${question}`);
    expect(text).not.toMatch(/%feedback_/i);
  });
});
