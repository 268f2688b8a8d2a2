import { buttonClasses } from '../../components/ui/button-styles.js';
import { OrDivider } from '../../components/ui/or-divider.js';
import { useAuthProviders } from './use-auth-providers.js';

/**
 * Full browser navigation to the server's Google sign-in (not an API call; spec 000 §7). `href`
 * may ask for more: `/auth/google?next=/account-settings` (land there) or `?intent=restore`.
 * Nothing when the server has no Google sign-in configured (issue 37 item 10).
 */
export function GoogleButton({ label, href = '/auth/google' }: { label: string; href?: string }) {
  const { google } = useAuthProviders();
  if (!google) return null;
  return (
    <button
      type="button"
      className={buttonClasses('outline', 'w-full')}
      onClick={() => window.location.assign(href)}
    >
      <GoogleMark />
      {label}
    </button>
  );
}

/** "or" and the Google button under a form; nothing without Google sign-in. */
export function GoogleOption({ label }: { label: string }) {
  const { google } = useAuthProviders();
  if (!google) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton label={label} />
    </>
  );
}

/** A four-colour "G" drawn from simple arcs, decorative only. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
      <path
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
        fill="#4285F4"
      />
      <path
        d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
        fill="#34A853"
      />
      <path d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" fill="#FBBC05" />
      <path
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
        fill="#EA4335"
      />
    </svg>
  );
}
