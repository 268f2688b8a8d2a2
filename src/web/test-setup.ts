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

// The live preview imports the frame-font loader (and with it the font parser) when a frame
// shows text. With one module cache per worker (vitest.config.ts, isolate: false), an import
// that a file's last test started could still be loading when the worker closed, failing the
// run with EnvironmentTeardownError (CI, 2026-11-30). Loaded here once, it is never pending.
await import('./components/frame-font/load-frame-font.js');

afterEach(() => cleanup());

// Module state a test may leave behind for the next file of the worker (one module cache per
// worker, vitest.config.ts): the tab's workspace (a dashboard link would carry ?workspace=7),
// the language the contracts' messages are shown in, and a signed-out visitor's language.
const { setCurrentWorkspace } = await import('./lib/workspace.js');
const { showMessagesIn } = await import('./lib/i18n/localize-message.js');
const { rememberReadingLocale } = await import('./lib/i18n/visitor-locale.js');
afterEach(() => {
  setCurrentWorkspace(null);
  showMessagesIn(null);
  rememberReadingLocale('en');
});

// The site's messages: the app loads its page's language before the first render (main.tsx);
// components rendered alone in tests read English, the app's screens too (AppLanguage).
const { setFallbackSiteI18n } = await import('./lib/i18n/i18n.js');
const { bundle: englishSite } = await import('./lib/i18n/bundles/en.js');
const { bundle: englishApp } = await import('./lib/i18n/app-bundles/en.js');
setFallbackSiteI18n({ locale: 'en', bundle: englishSite, app: englishApp });
