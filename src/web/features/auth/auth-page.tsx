import { Link, Redirect, useSearch } from 'wouter';
import { BRAND_NAME } from '../../lib/brand.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { BrandMark } from '../../components/ui/brand-mark.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useAuth } from './use-auth.js';
import { LoginForm } from './login-form.js';
import { RegisterForm } from './register-form.js';

export type AuthMode = 'login' | 'register';

/**
 * Where to go once signed in: `?next=` when it is a path of this site (an invitation's accept
 * page sends people here and back), else /.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')
    ? next
    : '/';
}

/** /login and /register (spec 001 §2): one screen, no layout; signed-in users go to `?next=` or /. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { user } = useAuth();
  const search = useSearch();
  const isLogin = mode === 'login';
  const { t, rich } = useAppT('auth');
  useDocumentTitle(t(isLogin ? 'page.loginTitle' : 'page.registerTitle', { brand: BRAND_NAME }));

  if (user) return <Redirect to={nextPath(search)} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Link
          href="/"
          className="mb-6 flex items-center justify-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <BrandMark className="h-8 w-8" />
          <span className="text-xl font-bold text-gray-900">{BRAND_NAME}</span>
        </Link>
        <h1 className="mb-1 text-center text-2xl font-bold text-gray-900">
          {t(isLogin ? 'page.loginHeading' : 'page.registerHeading')}
        </h1>
        <p className="mb-6 text-center text-sm text-gray-600">
          {t(isLogin ? 'page.loginIntro' : 'page.registerIntro')}
        </p>
        {isLogin ? <LoginForm /> : <RegisterForm />}
        {isLogin && (
          <p className="mt-6 text-center text-sm text-gray-600">
            {rich('page.restore', {
              link: (chunks) => (
                <Link href="/restore-account" className="font-medium text-primary hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </main>
  );
}
