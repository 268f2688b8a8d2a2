import { Lock } from 'lucide-react';
import { Link } from 'wouter';

/**
 * A notice that a feature needs an account (spec 000 §2 banners), reading
 * "`lead` Sign up `rest`", where "Sign up" links to /register.
 */
export function AccountBanner({ lead, rest }: { lead: string; rest: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {lead}{' '}
        <Link href="/register" className="font-medium underline underline-offset-2">
          Sign up
        </Link>{' '}
        {rest}
      </p>
    </div>
  );
}
