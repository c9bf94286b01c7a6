import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

describe("the textarea's character count (spec 000 §5)", () => {
  it('counts down what remains, up to the limit itself', () => {
    expect(characterCount(0, 4096)).toEqual({ text: '4096 characters remaining', over: false });
    expect(characterCount(4095, 4096)).toEqual({ text: '1 characters remaining', over: false });
    expect(characterCount(4096, 4096)).toEqual({ text: '0 characters remaining', over: false });
  });

  it('counts what is too many once over', () => {
    expect(characterCount(4097, 4096)).toEqual({ text: '1 characters too many', over: true });
    expect(characterCount(4200, 4096)).toEqual({ text: '104 characters too many', over: true });
  });
});
