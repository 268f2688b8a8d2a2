import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/i18n.js';

/** The spec's failure state (000 §8): "Failed to load analytics data" and "Try Again". */
export function AnalyticsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useAppT('analytics');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center"
    >
      <AlertTriangle className="h-8 w-8 text-red-500" aria-hidden="true" />
      <p className="font-medium text-red-800">{t('error.title')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
