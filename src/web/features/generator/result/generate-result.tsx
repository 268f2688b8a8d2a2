import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Download, Save } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { GenerateResponse } from '../../../../contracts/generator.js';
import { QR_TYPE_LABELS } from '../../../../contracts/qr-content.js';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { QR_CODES_QUERY_KEY } from '../../auth/use-auth.js';
import {
  saveQrCode,
  trackDownload,
  type DownloadType,
  type GenerateBody,
} from '../api/generator-api.js';
import { FIELD_CLASSES, LABEL_CLASSES } from '../tabs/field-styles.js';
import { downloadName, pngForDownload, saveBlob, svgBlob } from './download-files.js';

const PdfDownload = lazy(() => import('./pdf-download.js'));

/** Delay before the sign-up dialog after an anonymous download (spec 000 §9). */
export const SIGN_UP_PROMPT_DELAY_MS = 1000;

export interface GeneratedCode {
  qrType: QrType;
  /** The request that produced it: downloads and save send the same. */
  body: GenerateBody;
  response: GenerateResponse;
}

/**
 * The server's answer to Generate: the code, its version and error correction, scan
 * warnings, the downloads (PNG 3x, SVG, PDF) and, for signed-in users, Save.
 */
export function GenerateResult({
  generated,
  signedIn,
  outdated,
  onAnonymousDownload,
}: {
  generated: GeneratedCode;
  signedIn: boolean;
  /** The form changed since this code was generated. */
  outdated: boolean;
  /** Called 1 s after a signed-out visitor's download (opens the sign-up dialog). */
  onAnonymousDownload(): void;
}) {
  const { qrType, body, response } = generated;
  const promptTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(promptTimer.current), []);

  async function runDownload(type: DownloadType, makeBlob: () => Promise<Blob>) {
    try {
      saveBlob(await makeBlob(), downloadName(qrType, type));
    } catch (error) {
      console.warn('Download failed', error);
      toast({
        title: 'Download Failed',
        description: 'There was a problem downloading your QR code.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'QR Code Downloaded', variant: 'success' });
    trackDownload({ qrType, downloadType: type, qrContent: response.content });
    if (!signedIn) {
      window.clearTimeout(promptTimer.current);
      promptTimer.current = window.setTimeout(onAnonymousDownload, SIGN_UP_PROMPT_DELAY_MS);
    }
  }

  const eclNote = response.eclLowered
    ? ` Error correction was lowered to ${response.errorCorrectionLevel} so the data fits.`
    : '';

  return (
    <section aria-label="Your QR code" className="grid w-full gap-4">
      <img
        src={response.png}
        alt="Generated QR code"
        className="mx-auto h-auto w-48 rounded-md border border-gray-200 sm:w-80"
      />
      <p className="text-center text-sm text-gray-600">
        Version {response.version}, error correction {response.errorCorrectionLevel}.{eclNote}
      </p>
      {outdated && (
        <p role="status" className="text-center text-sm text-amber-800">
          You changed the design or content since generating. Generate again to update the
          downloads.
        </p>
      )}
      {!response.scannable && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" />
            This code may not scan reliably.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {response.warnings.map((warning) => (
              <li key={warning.code + warning.message}>{warning.message}</li>
            ))}
          </ul>
        </div>
      )}
      {response.scannable && response.warnings.length > 0 && (
        <ul role="status" className="grid gap-1 text-sm text-amber-900">
          {response.warnings.map((warning) => (
            <li key={warning.code + warning.message}>{warning.message}</li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          onClick={() => void runDownload('png', () => pngForDownload(response))}
        >
          <Download className="size-4" aria-hidden="true" />
          Download PNG
        </Button>
        <Button
          variant="outline"
          onClick={() => void runDownload('svg', async () => svgBlob(response.qrCode))}
        >
          <Download className="size-4" aria-hidden="true" />
          Download SVG
        </Button>
      </div>
      <Suspense fallback={<p className="text-sm text-gray-500">Loading PDF options...</p>}>
        <PdfDownload
          body={body}
          version={response.version}
          onDownload={(makeBlob) => runDownload('pdf', makeBlob)}
        />
      </Suspense>
      {signedIn && <SaveCode qrType={qrType} body={body} />}
    </section>
  );
}

/** Save (signed in): stores the code with its whole design under a name. */
function SaveCode({ qrType, body }: { qrType: QrType; body: GenerateBody }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(QR_TYPE_LABELS[qrType]);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await saveQrCode({ ...body, name: name.trim() || QR_TYPE_LABELS[qrType], qrMode: 'static' });
      toast({ title: 'QR Code saved', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: QR_CODES_QUERY_KEY });
    } catch (error) {
      console.warn('Save failed', error);
      toast({
        title: 'Error',
        description: 'There was a problem saving your QR code.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-40 flex-1 gap-1.5">
        <label htmlFor={id} className={LABEL_CLASSES}>
          Code name
        </label>
        <input
          id={id}
          type="text"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={FIELD_CLASSES}
        />
      </div>
      <Button onClick={() => void save()} disabled={busy}>
        <Save className="size-4" aria-hidden="true" />
        {busy ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
