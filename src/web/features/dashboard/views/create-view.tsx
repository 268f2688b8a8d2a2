import { GeneratorSection } from '../../generator/generator-section.js';
import { DynamicCodeForm } from '../create/dynamic-code-form.js';

/**
 * The create view (spec 000 §2, ?create=true): the generator card (static codes, save) and
 * the dynamic-code form. The generator's own static/dynamic toggle can take over dynamic
 * creation through useCreateDynamicCode (../api/create-dynamic.ts).
 */
export function CreateView() {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-gray-600">
        Need a code you can change after printing?{' '}
        <a href="#dynamic-form" className="font-medium text-primary underline underline-offset-2">
          Create a dynamic QR code
        </a>
        .
      </p>
      <div className="-mx-4">
        <GeneratorSection signedIn typeHero={false} />
      </div>
      <DynamicCodeForm />
    </div>
  );
}
