import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { apiRequest, serverMessage } from '../../../lib/api.js';
import { saveBlob } from '../../../lib/file-download.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { SectionCard } from '../section-card.js';

/** GET /api/account/export, saved under the server's file name. */
export function useDataExport() {
  const { t } = useAppT('account');
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', '/api/account/export');
      const disposition = res.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'qr-shark-data.zip';
      saveBlob(await res.blob(), name);
    },
    onError: (error) =>
      toast({
        title: t('export.failed'),
        description: serverMessage(error) ?? t('export.failedDescription'),
        variant: 'destructive',
      }),
  });
}

/** "Download my data": a ZIP of everything the account holds. */
export function DataExportSection() {
  const download = useDataExport();
  const { t } = useAppT('account');
  return (
    <SectionCard id="data-export" title={t('export.title')} description={t('export.description')}>
      <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? t('export.preparing') : t('export.download')}
      </Button>
    </SectionCard>
  );
}
