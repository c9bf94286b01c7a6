import { USER_TYPE_ID } from '@repute/domain/user-types';
import { describe, expect, it } from 'vitest';
import { mayAs } from '../../test/policy-caller';
import { keywordsAccess } from './keywords-access';

const READ = mayAs(USER_TYPE_ID.readOnly);

describe('keywordsAccess', () => {
  it('opens the screens with insights read and the insights setting, categories with experience_analysis', () => {
    expect(keywordsAccess(READ, { insights: true, experience_analysis: true })).toEqual({
      screens: true,
      categories: true,
    });
  });

  it('closes the screens without insights read, or with the insights setting off', () => {
    expect(keywordsAccess(mayAs(USER_TYPE_ID.limitedUser), { insights: true }).screens).toBe(false);
    expect(keywordsAccess(READ, { insights: false }).screens).toBe(false);
  });

  it('hides the experience categories when experience_analysis is off', () => {
    expect(keywordsAccess(READ, { insights: true, experience_analysis: false })).toEqual({
      screens: true,
      categories: false,
    });
  });

  it('waits for the settings with everything the permission allows (they load after the screen)', () => {
    expect(keywordsAccess(READ, undefined)).toEqual({ screens: true, categories: true });
  });
});
