import { GeneratorSection } from '../../generator/index.js';
import { useCreateDynamicCode } from '../api/create-dynamic.js';
import { useCanEdit } from '../../workspaces/index.js';
import { useDashboardT } from '../layout/dashboard-words.js';

/**
 * The create view (spec 000 §2, ?create=true): the generator card, the one place a code is
 * made. Static makes a code to download or save; Dynamic (with its Name) creates a dynamic code
 * through useCreateDynamicCode and says where to find it.
 */
export function CreateView() {
  const { create } = useCreateDynamicCode();
  const canEdit = useCanEdit();
  const { t } = useDashboardT();
  if (!canEdit) {
    return (
      <div
        role="status"
        className="rounded-lg border border-gray-200 bg-white p-6 text-sm text-gray-700"
      >
        <h2 className="text-lg font-semibold text-gray-900">{t('create.viewer.title')}</h2>
        <p className="mt-2">{t('create.viewer.text')}</p>
      </div>
    );
  }
  return (
    <div className="-mx-4">
      <GeneratorSection signedIn typeHero={false} createDynamic={create} />
    </div>
  );
}
