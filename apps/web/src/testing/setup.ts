import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen that loads lazily renders in well under a second alone, but several seconds on two
// cores shared with the server tests; findBy… waits up to this long (it returns as soon as it finds).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
