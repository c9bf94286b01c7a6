import { describe, expect, it } from 'vitest';
import { runReputeCommand } from '../test/spawn-server';

function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// Each test starts the `repute` command, a Node process that loads the app through tsx: on a busy machine that
// alone can take longer than the suite's default 30 s.
describe('repute analyse', { timeout: 120_000 }, () => {
  it('writes one JSON line per line of text, with sentiment, score, keywords and categories', async () => {
    const input = 'The front desk was rude and the wait time was awful.\n\nLovely hygienist, spotless office!\n';
    const { code, stdout, stderr } = await runReputeCommand(['analyse', '--vertical', 'healthcare'], {}, input);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [first, second, ...rest] = jsonLines(stdout);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      sentiment: -1,
      categories: expect.arrayContaining([{ category: 'staff', sentiment: -1 }]),
    });
    expect(first?.keywords).toEqual(
      expect.arrayContaining([expect.objectContaining({ short: 'front desk', start: 4, end: 14, sentiment: -1 })]),
    );
    expect(second).toMatchObject({ sentiment: 1 });
    expect(typeof second?.score).toBe('number');
  });

  it('reads JSON lines with a text, a vertical and an id it gives back', async () => {
    const input = `${JSON.stringify({ id: 'r1', text: 'Delicious pasta but the server ignored us.', vertical: 'restaurant' })}\n`;
    const { code, stdout } = await runReputeCommand(['analyse'], {}, input);
    expect(code).toBe(0);
    const [line] = jsonLines(stdout);
    expect(line?.id).toBe('r1');
    const categories = (line?.categories ?? []) as { category: string }[];
    expect(categories.map((mention) => mention.category).sort()).toEqual(['food', 'service']);
  });
});
