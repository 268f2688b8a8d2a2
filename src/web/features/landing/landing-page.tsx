import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { GeneratorSection } from '../generator/generator-section.js';
import { LazyTrialActivationCard } from '../trial/lazy-trial-card.js';

/** The landing hero when no QR type is preselected. */
function LandingHero() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-16 text-center sm:pt-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          Create QR codes that always scan
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">
          Make static QR codes for free, or sign up to save them and to create dynamic codes you can
          edit after printing.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#generator" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            Create your QR code
          </a>
          <Link href="/register" className={buttonClasses('outline', 'px-6 py-3 text-base')}>
            Create a free account
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * / when signed out (spec 000 §2): the hero (or a preselected type's hero), the generator and
 * the trial-activation card. The other landing sections arrive with later issues.
 */
export function LandingPage() {
  return (
    <>
      <GeneratorSection signedIn={false} fallbackHero={<LandingHero />} />
      <div className="px-4 pb-16">
        <LazyTrialActivationCard />
      </div>
    </>
  );
}
