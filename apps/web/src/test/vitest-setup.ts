import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "no match" and observe nothing.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // Mantine's autosizing Textarea listens for web fonts loading (document.fonts), which jsdom has not.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
  window.scrollTo = () => {};
  // An open Combobox scrolls its selected option into view a moment later: after a short test has ended, that
  // call was an uncaught TypeError in jsdom (which has no scrollIntoView), failing the whole run.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    // Mantine keeps its notifications in a module-wide store, and the files of this project share their modules
    // (isolate: false): left over, earlier tests' toasts fill the visible limit and queue the next test's.
    notifications.clean();
  });
}
