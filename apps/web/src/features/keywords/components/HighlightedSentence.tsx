import { Text } from '@mantine/core';
import { highlightSegments, type MentionSpan } from '../mention-highlight';

type HighlightedSentenceProps = { sentence: string; spans: readonly MentionSpan[] };

/**
 * A sentence of a review with its mentions in <mark>: screen readers that announce marked text say so, and the
 * colour is the theme's, dark text on light yellow.
 */
export function HighlightedSentence({ sentence, spans }: HighlightedSentenceProps) {
  let offset = 0;
  return (
    <Text component="blockquote" m={0} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
      {highlightSegments(sentence, spans).map((segment) => {
        const key = `${offset}-${segment.marked}`;
        offset += segment.text.length;
        return segment.marked ? (
          <mark
            key={key}
            style={{ backgroundColor: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: '0 2px' }}
          >
            {segment.text}
          </mark>
        ) : (
          <span key={key}>{segment.text}</span>
        );
      })}
    </Text>
  );
}
