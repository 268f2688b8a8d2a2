import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../../lib/i18n/i18n.js';

/**
 * A notice that a feature needs an account (spec 000 §2 banners), in the page's language: its
 * message has a <signup> tag ("… Sign up …" in English) that links to /register.
 */
export function AccountBanner({ message }: { message: 'colors.banner' | 'logo.banner' }) {
  const { rich } = useT('generatorDesign');
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        {rich(message, {
          signup: (chunks) => (
            <Link href="/register" className="font-medium underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
