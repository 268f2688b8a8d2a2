// The sign-in screens of the app (issue 42): /login and /register (the page, the log-in and
// sign-up forms, "Sign in with your company" and their toasts), /verify-email (the mailed
// verification link: confirm, take the account over, or "This was not me") and /setup (the
// first administrator). Messages written by the contracts (src/contracts/auth.ts,
// company-sign-in.ts, first-admin.ts) or sent by the server stay as they are. The Change
// Password dialog, which the header's account menu opens on public pages too, is in the site's
// chrome catalogue (site-chrome, 'changePassword.*').
export const messages = {
  'page.loginTitle': 'Log in - {brand}',
  'page.registerTitle': 'Sign up - {brand}',
  'page.loginHeading': 'Log in to your account',
  'page.registerHeading': 'Sign up for a free account',
  'page.loginIntro': 'Manage your saved and dynamic QR codes.',
  'page.registerIntro': 'Save your codes, edit dynamic codes after printing and see their scans.',
  'page.restore': 'Deleted your account recently? <link>Restore it</link>',

  'form.email': 'Email',
  'form.password': 'Password',

  'login.resetNeedsEmail': 'Enter your email above, then choose "Forgot my password".',
  'login.sendingLink': 'Sending link...',
  'login.forgot': 'Forgot my password',
  'login.submitting': 'Logging in...',
  'login.submit': 'Log in',
  'login.google': 'Log in with Google',
  'login.newHere': 'New to us? <link>Sign up</link>',
  'login.success': 'Login successful',
  'login.welcomeBack': 'Welcome back, {name}',
  'login.failed': 'Login failed',

  'reset.checkEmail': 'Check your e-mail',
  'reset.notSent': 'Link not sent',
  'reset.tryAgain': 'Please try again in a moment.',

  'register.submitting': 'Signing up...',
  'register.submit': 'Sign up',
  'register.google': 'Sign up with Google',
  'register.haveAccount': 'Already have an account? <link>Log in</link>',
  'register.success': 'Registration successful',
  'register.welcome': 'Welcome, {name}',
  'register.failed': 'Registration failed',

  'company.open': 'Sign in with your company',
  'company.email': 'Work email',
  'company.hint': 'We send you to your company’s sign-in page.',
  'company.opening': 'Opening your company’s sign-in…',
  'company.continue': 'Continue',

  'verify.title': 'Verify your e-mail address',
  'verify.verified': 'E-mail address verified',
  'verify.goToCodes': 'Go to your QR codes',
  'verify.deleted': 'Account deleted',
  'verify.login': 'Log in',
  'verify.checking': 'Checking your link...',
  'verify.confirms':
    'This link confirms the address <strong>{address}</strong> of the account created on {created}.',
  'verify.confirming': 'Confirming...',
  'verify.confirm': 'Confirm my address',
  'verify.notSignedIn':
    "This browser is not signed in to that account. If this is your address, choose the account''s password to confirm: whoever created the account is signed out everywhere, the password set then stops working, and its API keys and webhooks are turned off.",
  'verify.newPassword': 'New Password',
  'verify.confirmPassword': 'Confirm New Password',
  'verify.confirmAndSet': 'Confirm and set password',
  'verify.declineQuestion': 'Did not create this account?',
  'verify.notMe': 'This was not me',
  'verify.declineConfirm':
    'Delete the account for {address}? Everything in it is removed and it cannot be restored.',
  'verify.deleting': 'Deleting...',
  'verify.delete': 'Delete the account',
  'verify.cancel': 'Cancel',

  'handOver.label': 'What changed',
  'handOver.summary':
    'The account was created before you proved this address, so we made sure only you hold it: {sessions, plural, one {# signed-in device} other {# signed-in devices}} signed out, {apiKeys, plural, one {# API key} other {# API keys}} revoked, {webhooks, plural, one {# webhook} other {# webhooks}} removed, and the password set when it was created no longer works.',
  'handOver.codes':
    'It has {total, plural, one {# dynamic QR code} other {# dynamic QR codes}}, which keep working. Check where {total, plural, one {it sends} other {they send}} people:',
  'handOver.code': '{name}: {destination}',
  'handOver.pausedCode': '{name}: {destination} (paused)',
  'handOver.more': 'and {count, number} more on your dashboard.',

  'setup.documentTitle': 'Set up the administrator - {brand}',
  'setup.title': 'Set up the administrator',
  'setup.login': 'Log in',
  'setup.checking': 'Checking your link...',
  'setup.forAddress':
    'Choose the password of {address}. This account becomes an administrator of {brand}, and every device signed in to it is signed out.',
  'setup.noAdmin':
    'This server has no administrator yet. Choose the address and password you will sign in with as its administrator. This link works once.',
  'setup.email': 'Email',
  'setup.password': 'Password',
  'setup.confirmPassword': 'Confirm password',
  'setup.failed': 'The administrator could not be set up. Please try again.',
  'setup.submitting': 'Setting up...',
  'setup.submit': 'Become the administrator',
  'setup.done': 'Administrator set up',
} as const;

export type AppAuthMessageId = keyof typeof messages;
