import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, TOAST_FADE_MS, toastAutoClose, toastText } from './toast-rules';

describe('toast durations', () => {
  it('closes after 4000 ms by default and fades in 120 ms', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_FADE_MS).toBe(120);
    expect(toastAutoClose()).toBe(4000);
  });

  it('keeps a positive duration as given', () => {
    expect(toastAutoClose(5000)).toBe(5000);
    expect(toastAutoClose(3000)).toBe(3000);
  });

  it('needs a manual close for a duration of 0 or less', () => {
    expect(toastAutoClose(0)).toBe(false);
    expect(toastAutoClose(-1)).toBe(false);
  });
});

describe('toast text', () => {
  it('appends the server error text after a colon on alert toasts', () => {
    expect(toastText('alert', 'Could not save Scheduled Export', 'Name is required')).toBe(
      'Could not save Scheduled Export: Name is required',
    );
  });

  it('never prints ".:" after a message that ends its sentence', () => {
    const text = toastText(
      'alert',
      'Unable to fetch sources. Please try refreshing the page or try again later.',
      'Request failed',
    );
    expect(text).toBe('Unable to fetch sources. Please try refreshing the page or try again later. Request failed');
    expect(text).not.toContain('.:');
  });

  it('leaves alert text alone without server text, and never changes other levels', () => {
    expect(toastText('alert', 'Filter deleted')).toBe('Filter deleted');
    expect(toastText('alert', 'Same text', 'Same text')).toBe('Same text');
    expect(toastText('success', 'Filter saved', 'ignored')).toBe('Filter saved');
    expect(toastText('info', 'Heads up', 'ignored')).toBe('Heads up');
  });
});
