import { GeneratorSection } from '../../generator/index.js';
import { useCreateDynamicCode } from '../api/create-dynamic.js';

/**
 * The create view (spec 000 §2, ?create=true): the generator card, the one place a code is
 * made. Static makes a code to download or save; Dynamic (with its Name) creates a dynamic code
 * through useCreateDynamicCode and says where to find it.
 */
export function CreateView() {
  const { create } = useCreateDynamicCode();
  return (
    <div className="-mx-4">
      <GeneratorSection signedIn typeHero={false} createDynamic={create} />
    </div>
  );
}
