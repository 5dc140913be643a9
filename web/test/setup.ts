import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy chunks: on a loaded 2-core machine the first transform of a chunk can take
// seconds, longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; the scroll helper only calls it when the page is scrolled down.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
