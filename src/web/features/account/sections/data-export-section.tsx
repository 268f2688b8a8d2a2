import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { apiRequest, serverMessage } from '../../../lib/api.js';
import { saveBlob } from '../../../lib/file-download.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { SectionCard } from '../section-card.js';

/** GET /api/account/export, saved under the server's file name. */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', '/api/account/export');
      const disposition = res.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'qr-shark-data.zip';
      saveBlob(await res.blob(), name);
    },
    onError: (error) =>
      toast({
        title: 'Download failed',
        description: serverMessage(error) ?? 'Your data could not be prepared. Please try again.',
        variant: 'destructive',
      }),
  });
}

/** "Download my data": a ZIP of everything the account holds. */
export function DataExportSection() {
  const download = useDataExport();
  return (
    <SectionCard
      id="data-export"
      title="Your data"
      description="A ZIP file with your profile, every saved and dynamic QR code with its content and design, your payment products, the scans of your dynamic codes (one CSV per code) and the files you uploaded."
    >
      <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
    </SectionCard>
  );
}
