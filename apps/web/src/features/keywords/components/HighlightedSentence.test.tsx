import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedSentence } from './HighlightedSentence';

describe('HighlightedSentence', () => {
  it('reads as the whole sentence, with each mention in a <mark>', () => {
    const { container } = render(
      <MantineProvider env="test">
        <HighlightedSentence
          sentence="The front desk was kind, the front desk was fast."
          spans={[
            { start: 4, end: 14 },
            { start: 29, end: 39 },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('blockquote').textContent).toBe('The front desk was kind, the front desk was fast.');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'front desk',
      'front desk',
    ]);
  });
});
