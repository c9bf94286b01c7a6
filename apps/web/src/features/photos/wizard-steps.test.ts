import { describe, expect, it } from 'vitest';
import { overrideNeeded, stepName, WIZARD_STEPS } from './wizard-steps';

describe('photo wizard steps (spec 001 §4)', () => {
  it('has four steps with a photo and three without', () => {
    expect(WIZARD_STEPS.upload).toEqual([
      'Upload Photo',
      'Confirm Photo Selection',
      'Assign Category',
      'Upload to Google',
    ]);
    expect(WIZARD_STEPS.select).toEqual(['Select Photos', 'Assign Category', 'Upload to Google']);
    expect(stepName('select', 5)).toBe('Upload to Google');
    expect(stepName('upload', -1)).toBe('Upload Photo');
  });

  it('asks before replacing a logo or cover a chosen location holds', () => {
    const existing = [{ category: 'COVER', location_id: 3 }];
    expect(overrideNeeded('COVER', existing, [3])).toBe(true);
    expect(overrideNeeded('COVER', existing, [4])).toBe(false);
    expect(overrideNeeded('LOGO', existing, [3])).toBe(false);
    expect(overrideNeeded(null, existing, [3])).toBe(false);
  });
});
