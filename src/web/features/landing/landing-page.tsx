import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.js';

/** / when signed out (spec 000 §2). The generator card and sections arrive with later issues. */
export function LandingPage() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          Create QR codes that always scan
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">
          Make static QR codes for free, or sign up to save them and to create dynamic codes you can
          edit after printing.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/register" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            Create a free account
          </Link>
          <Link href="/features" className={buttonClasses('outline', 'px-6 py-3 text-base')}>
            See the features
          </Link>
        </div>
      </div>
    </section>
  );
}
