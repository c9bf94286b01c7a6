import { describe, expect, it } from 'vitest';
import { codeAsWords, settingValueText, verticalLabel } from './account-display';

describe('account display', () => {
  it('reads stored codes as words', () => {
    expect(codeAsWords('mid_market')).toBe('Mid market');
    expect(codeAsWords('prevent_location_additions')).toBe('Prevent location additions');
  });

  it('names verticals by their labels, and an unknown one as stored', () => {
    expect(verticalLabel('home_services')).toBe('Home Services');
    expect(verticalLabel('veterinary_care')).toBe('Veterinary care');
    expect(verticalLabel(null)).toBeNull();
  });

  it('shows switches as On and Off, other values as they are', () => {
    expect(settingValueText(true)).toBe('On');
    expect(settingValueText(false)).toBe('Off');
    expect(settingValueText('250')).toBe('250');
  });
});
