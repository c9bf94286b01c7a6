import { describe, expect, it } from 'vitest';
import { RESPONSE_MESSAGES, responseFailureMessage } from './reviews';

describe('responseFailureMessage', () => {
  it('is the spec’s message while a retry follows', () => {
    expect(responseFailureMessage('publish', null)).toBe(RESPONSE_MESSAGES.publishFailed);
    expect(responseFailureMessage('delete', null)).toBe(RESPONSE_MESSAGES.deleteFailed);
  });

  it('gives the reason instead of a promise to try again when none follows', () => {
    expect(responseFailureMessage('delete', 'Facebook: the comment to delete was never recorded')).toBe(
      'An error occurred while deleting the response. Facebook: the comment to delete was never recorded. Nothing more will be tried; submit it again when this is fixed.',
    );
  });
});
