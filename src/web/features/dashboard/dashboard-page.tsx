import { GeneratorSection } from '../generator/generator-section.js';

/**
 * / when signed in (spec 000 §2). For now the create view: the generator card with the
 * static/dynamic toggle. The code list, sidebar and analytics arrive with the dashboard issue.
 */
export function DashboardPage() {
  return (
    <GeneratorSection
      signedIn
      typeHero={false}
      fallbackHero={
        <section className="mx-auto max-w-6xl px-4 pt-10">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            My QR Codes
          </h1>
          <p className="mt-2 text-gray-600">Create a code, then save it to find it here later.</p>
        </section>
      }
    />
  );
}
