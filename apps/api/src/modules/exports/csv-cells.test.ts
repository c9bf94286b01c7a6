import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cells';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+1+2', `'+1+2`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
  ])('neutralises a formula-looking text %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves other text, numbers and empty cells as they are', () => {
    expect(csvCell('Great service — merci, Zoë')).toBe('Great service — merci, Zoë');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-1)).toBe(-1);
    expect(csvCell(4.5)).toBe(4.5);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});
