import { useT } from '../../lib/i18n/i18n.js';

/** A horizontal rule with "or" in the middle, between alternative actions. */
export function OrDivider() {
  const { t } = useT('common');
  return (
    <div className="flex items-center gap-3 text-xs text-gray-500 uppercase">
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
      {t('or')}
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
    </div>
  );
}
