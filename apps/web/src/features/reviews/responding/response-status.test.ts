import { describe, expect, it } from 'vitest';
import { responseStatusView } from './response-status';
import { responseFixture } from './response-fixtures';

describe('how a response state reads', () => {
  it('shows the publish and delete failures with the spec messages, typographic apostrophe included', () => {
    expect(responseStatusView(responseFixture({ status: 'error_published' })).message).toBe(
      'An error occurred while publishing the response. We’ll try again. No action necessary.',
    );
    expect(responseStatusView(responseFixture({ status: 'error_unpublished' })).message).toBe(
      'An error occurred while deleting the response. We’ll try again. No action necessary.',
    );
  });

  it('shows submitting and deleting as pending', () => {
    expect(responseStatusView(responseFixture({ status: 'submitting' }))).toMatchObject({
      label: 'Publishing…',
      pending: true,
      message: null,
    });
    expect(responseStatusView(responseFixture({ status: 'deleting' }))).toMatchObject({
      label: 'Deleting…',
      pending: true,
    });
  });

  it('shows a published response with its published time', () => {
    const view = responseStatusView(responseFixture({ published_at: '2026-03-04T15:05:00.000Z' }));
    expect(view).toMatchObject({ pending: false, message: null, color: 'green' });
    expect(view.label).toMatch(/^Published .*2026/);
    expect(responseStatusView(responseFixture({ published_at: null })).label).toBe('Published');
  });
});
