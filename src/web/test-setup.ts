// Test setup for React component tests (jsdom): unmount after each test.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// The app loads its toaster with the first toast (app/providers.tsx). Loaded here once, so a
// test's first toast shows as soon as in a browser that has the chunk, not after this test
// run's on-demand transform of the module.
await import('./components/ui/toaster.js');

afterEach(() => cleanup());
