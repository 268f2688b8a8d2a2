import { GeneratorSection } from '../../generator/index.js';
import { DynamicCodeForm } from '../create/dynamic-code-form.js';
import { useCreateDynamicCode } from '../api/create-dynamic.js';

/**
 * The create view (spec 000 §2, ?create=true): the generator card (static codes and save; its
 * Dynamic mode creates dynamic codes through useCreateDynamicCode) and a short dynamic-code form.
 */
export function CreateView() {
  const { create } = useCreateDynamicCode();
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
        <GeneratorSection signedIn typeHero={false} createDynamic={create} />
      </div>
      <DynamicCodeForm />
    </div>
  );
}
