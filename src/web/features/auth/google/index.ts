// The "Continue with Google" button, for the account pages (see ../index.ts).
export { GoogleButton } from '../google-button.js';
export { useAuthProviders } from '../use-auth-providers.js';
