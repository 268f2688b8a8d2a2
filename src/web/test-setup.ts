// Test setup for React component tests (jsdom): unmount after each test.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 5 s instead of 1 s: lazily loaded pages are transformed on
// demand by the test run, which took over a second on a loaded 2-core CI machine. A test that
// waits for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// The app loads its toaster with the first toast (app/providers.tsx). Loaded here once, so a
// test's first toast shows as soon as in a browser that has the chunk, not after this test
// run's on-demand transform of the module.
await import('./components/ui/toaster.js');

afterEach(() => cleanup());
