import { GeneratorSection } from '../../generator/index.js';
import { useCreateDynamicCode } from '../api/create-dynamic.js';
import { useCanEdit } from '../../workspaces/index.js';

/**
 * The create view (spec 000 §2, ?create=true): the generator card, the one place a code is
 * made. Static makes a code to download or save; Dynamic (with its Name) creates a dynamic code
 * through useCreateDynamicCode and says where to find it.
 */
export function CreateView() {
  const { create } = useCreateDynamicCode();
  const canEdit = useCanEdit();
  if (!canEdit) {
    return (
      <div
        role="status"
        className="rounded-lg border border-gray-200 bg-white p-6 text-sm text-gray-700"
      >
        <h2 className="text-lg font-semibold text-gray-900">You are a viewer in this workspace</h2>
        <p className="mt-2">
          Viewers see codes and their analytics and download them, but cannot create or change
          codes. Ask an admin of this workspace for the editor role, or switch to your personal
          workspace in the header to make codes of your own.
        </p>
      </div>
    );
  }
  return (
    <div className="-mx-4">
      <GeneratorSection signedIn typeHero={false} createDynamic={create} />
    </div>
  );
}
