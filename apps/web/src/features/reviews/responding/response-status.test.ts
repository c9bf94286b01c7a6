import { describe, expect, it } from 'vitest';
import { RESPONSE_STATUS_VIEWS } from './response-status';

describe('how a response state reads', () => {
  it('shows the publish and delete failures with the spec messages, typographic apostrophe included', () => {
    expect(RESPONSE_STATUS_VIEWS.error_published.message).toBe(
      'An error occurred while publishing the response. We’ll try again. No action necessary.',
    );
    expect(RESPONSE_STATUS_VIEWS.error_unpublished.message).toBe(
      'An error occurred while deleting the response. We’ll try again. No action necessary.',
    );
  });

  it('shows submitting and deleting as pending, and published as settled', () => {
    expect(RESPONSE_STATUS_VIEWS.submitting).toMatchObject({ label: 'Publishing…', pending: true, message: null });
    expect(RESPONSE_STATUS_VIEWS.deleting).toMatchObject({ label: 'Deleting…', pending: true, message: null });
    expect(RESPONSE_STATUS_VIEWS.published).toMatchObject({ label: 'Published', pending: false, message: null });
  });
});
