// The auth feature's public surface: who is signed in. `google/index.ts` is the Google button,
// apart so that pages which only ask who is signed in do not load it.
export { QR_CODES_QUERY_KEY, USER_QUERY_KEY, useAuth } from './use-auth.js';
