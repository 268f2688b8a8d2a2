import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { AlertTriangle, Download, Save } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { PNG_SIZE } from '../../../../contracts/design.js';
import type { GenerateResponse } from '../../../../contracts/generator.js';
import {
  messages as english,
  type SiteGeneratorResultMessageId,
} from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { QR_CODES_QUERY_KEY } from '../../auth/index.js';
import {
  generateQrCode,
  saveQrCode,
  trackDownload,
  type DownloadType,
  type GenerateBody,
} from '../api/generator-api.js';
import { FIELD_CLASSES, LABEL_CLASSES } from '../tabs/field-styles.js';
import { DialogShell } from '../dialogs/dialog-shell.js';
import { dataUriToBlob, downloadName, saveBlob, svgBlob } from './download-files.js';
import { ScanGrade } from './scan-grade.js';
import { scanWarningText } from '../preview/scan-warning-text.js';
import { scanReasonText } from './scan-reason-text.js';

const PdfDownload = lazy(() => import('./pdf-download.js'));

/** Delay before the sign-up dialog after an anonymous download (spec 000 §9). */
export const SIGN_UP_PROMPT_DELAY_MS = 1000;

/** Widths offered for the PNG download (px), within the API's PNG_SIZE. */
export const PNG_SIZE_OPTIONS = [512, 1024, 2048, 4096] as const;

/**
 * The question before downloading a code the check could not read (issue 23, item 7), in
 * English; shown in the page's language ('download.question').
 */
export const DOWNLOAD_ANYWAY_QUESTION: string = english['download.question'];

/** A result note: its message and whether it says that all went well. */
type Note = { ok: boolean; id: SiteGeneratorResultMessageId };

/** This browser has a 2D canvas to draw PNG downloads on (not so in jsdom or locked-down browsers). */
function canDrawHere(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export interface GeneratedCode {
  qrType: QrType;
  /** The request that produced it: downloads and save send the same. */
  body: GenerateBody;
  response: GenerateResponse;
}

/**
 * The server's answer to Generate, shown beneath the code image (the preview shows the
 * generated image itself: see preview/live-preview.tsx): its version and error correction,
 * its scan grade with the reason, scan warnings, the downloads (PNG at a chosen width, SVG,
 * PDF) and, for signed-in users, Save. Downloading a code graded `not scannable` asks first.
 * Notes (generated, downloaded, saved, failures) are inline live regions, never toasts, so
 * nothing ever covers the code.
 */
export function GenerateResult({
  generated,
  signedIn,
  outdated,
  onAnonymousDownload,
  onSwapColours,
  onRegenerate,
  regenerating = false,
}: {
  generated: GeneratedCode;
  signedIn: boolean;
  /** The form changed since this code was generated. */
  outdated: boolean;
  /** Called 1 s after a signed-out visitor's download (opens the sign-up dialog). */
  onAnonymousDownload(): void;
  /** Swaps foreground and background and generates again (offered for light-on-dark codes). */
  onSwapColours?: () => void;
  /** Makes the code of the form as it is now (offered while `outdated`). */
  onRegenerate?: () => void;
  /** The current code is being made. */
  regenerating?: boolean;
}) {
  const { qrType, body, response } = generated;
  const designT = useT('generatorDesign');
  const { t } = useT('generatorResult');
  const id = useId();
  const promptTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(promptTimer.current), []);
  const generatedPngSize = typeof body.size === 'number' ? body.size : PNG_SIZE.default;
  const [pngSize, setPngSize] = useState(generatedPngSize);
  const confirmation = useRef<((ok: boolean) => void) | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => () => confirmation.current?.(false), []);
  const [downloadNote, setDownloadNote] = useState<Note | null>(null);

  /** Resolves true at once unless the code is not scannable; then once the user answers. */
  function confirmDownload(): Promise<boolean> {
    if (response.grade !== 'not scannable') return Promise.resolve(true);
    confirmation.current?.(false);
    setConfirming(true);
    return new Promise((resolve) => {
      confirmation.current = resolve;
    });
  }
  function answerConfirmation(ok: boolean) {
    confirmation.current?.(ok);
    confirmation.current = null;
    setConfirming(false);
  }

  /**
   * The PNG `width` px wide: drawn here from the returned SVG and read back by ZXing-C++ and
   * jsQR (rasterise-download.ts); when that fails, the server's PNG (read there by three
   * decoders).
   */
  async function pngAt(width: number): Promise<Blob> {
    if (canDrawHere()) {
      // The decoders (about 1 MB of WebAssembly) load with the first PNG download, not the page.
      const { rasteriseCheckedPng } = await import('./rasterise-download.js');
      const drawn = await rasteriseCheckedPng(response.qrCode, width, response.content);
      if (drawn) return drawn;
    }
    const answer = await generateQrCode({ ...body, size: width, includePng: true });
    if (!answer.png) throw new Error('the server sent no PNG');
    return dataUriToBlob(answer.png);
  }

  async function runDownload(type: DownloadType, makeBlob: () => Promise<Blob>) {
    if (!(await confirmDownload())) return;
    setDownloadNote(null);
    try {
      saveBlob(await makeBlob(), downloadName(qrType, type));
    } catch (error) {
      console.warn('Download failed', error);
      setDownloadNote({ ok: false, id: 'note.downloadFailed' });
      return;
    }
    setDownloadNote({ ok: true, id: 'note.downloaded' });
    trackDownload({ qrType, downloadType: type, qrContent: response.content });
    if (!signedIn) {
      window.clearTimeout(promptTimer.current);
      promptTimer.current = window.setTimeout(onAnonymousDownload, SIGN_UP_PROMPT_DELAY_MS);
    }
  }

  const chosenLogoSize = typeof body.logoSize === 'number' ? body.logoSize : null;
  /** "Version 2, error correction M." and why the level or the logo is less than asked for. */
  const summary = [
    t('result.summary', { version: response.version, level: response.errorCorrectionLevel }),
    response.eclLowered && t('result.eclLowered', { level: response.errorCorrectionLevel }),
    response.logoSizeUsed !== null &&
      chosenLogoSize !== null &&
      Math.round(response.logoSizeUsed * 100) < Math.round(chosenLogoSize * 100) &&
      t('result.logoShrunk', {
        used: Math.round(response.logoSizeUsed * 100),
        chosen: Math.round(chosenLogoSize * 100),
      }),
  ]
    .filter(Boolean)
    .join(' ');
  const lightOnDark = response.warnings.some((w) => w.code === 'light-on-dark');
  const fragileId =
    response.grade === 'fragile' && response.gradeReason ? `${id}-fragile` : undefined;
  const outdatedId = `${id}-outdated`;
  /** What a download button's description points at: why it is off, or the fragile reason. */
  const downloadDescription = outdated ? outdatedId : fragileId;

  return (
    <div className="grid w-full gap-4">
      <p className="text-center text-sm text-gray-600">{summary}</p>
      <div role="status" aria-label={t('result.gradeLabel')}>
        <ScanGrade
          grade={response.grade}
          reason={response.gradeReason}
          onSwapColours={lightOnDark ? onSwapColours : undefined}
        />
      </div>
      {outdated && (
        <div className="grid justify-items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p id={outdatedId} role="status" className="text-center text-sm text-amber-900">
            {t('outdated.note')}
          </p>
          {onRegenerate && (
            <Button onClick={onRegenerate} disabled={regenerating} className="text-center">
              {t(regenerating ? 'outdated.making' : 'outdated.make')}
            </Button>
          )}
        </div>
      )}
      {!response.scannable && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {t('result.notScannable')}
          </p>
          {/* The scan check's warnings, as the preview says them (in the page's language). */}
          <ul className="mt-2 list-disc pl-5">
            {response.warnings.map((warning) => (
              <li key={warning.code + warning.message}>{scanWarningText(warning, designT)}</li>
            ))}
          </ul>
        </div>
      )}
      {response.scannable && response.warnings.length > 0 && (
        <ul role="status" className="grid gap-1 text-sm text-amber-900">
          {response.warnings.map((warning) => (
            <li key={warning.code + warning.message}>{scanWarningText(warning, designT)}</li>
          ))}
        </ul>
      )}
      {response.grade === 'fragile' && response.gradeReason && (
        <p id={fragileId} className="text-sm text-amber-900">
          <AlertTriangle className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
          {t('result.fragile', { reason: scanReasonText(response.gradeReason, t) })}
        </p>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-png-size`} className={LABEL_CLASSES}>
          {t('png.size')}
        </label>
        <select
          id={`${id}-png-size`}
          className={FIELD_CLASSES}
          value={pngSize}
          onChange={(event) => setPngSize(Number(event.target.value))}
        >
          {[...new Set([...PNG_SIZE_OPTIONS, generatedPngSize])]
            .sort((a, b) => a - b)
            .map((width) => (
              <option key={width} value={width}>
                {t('png.option', { width })}
              </option>
            ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          aria-describedby={downloadDescription}
          disabled={outdated}
          onClick={() => void runDownload('png', () => pngAt(pngSize))}
          className="min-w-0 text-center"
        >
          <Download className="size-4 shrink-0" aria-hidden="true" />
          {t('download.png')}
        </Button>
        <Button
          variant="outline"
          aria-describedby={downloadDescription}
          disabled={outdated}
          onClick={() => void runDownload('svg', async () => svgBlob(response.qrCode, pngSize))}
          className="min-w-0 text-center"
        >
          <Download className="size-4 shrink-0" aria-hidden="true" />
          {t('download.svg')}
        </Button>
      </div>
      <p
        role="status"
        // Always present (a live region must exist before its text), out of the layout when empty.
        className={clsx(
          'text-center text-sm',
          !downloadNote && 'sr-only',
          downloadNote?.ok ? 'text-green-800' : 'text-red-700',
        )}
      >
        {downloadNote && t(downloadNote.id)}
      </p>
      <Suspense fallback={<p className="text-sm text-gray-600">{t('pdf.loading')}</p>}>
        <PdfDownload
          body={body}
          version={response.version}
          onDownload={(makeBlob) => runDownload('pdf', makeBlob)}
          disabled={outdated}
          describedBy={outdatedId}
        />
      </Suspense>
      {signedIn && (
        <SaveCode qrType={qrType} body={body} disabledBy={outdated ? outdatedId : undefined} />
      )}
      <DialogShell
        open={confirming}
        onOpenChange={(open) => {
          if (!open) answerConfirmation(false);
        }}
        title={t('download.question')}
        description={
          response.gradeReason
            ? scanReasonText(response.gradeReason, t)
            : t('download.questionFallback')
        }
        actions={
          <>
            <Button variant="outline" onClick={() => answerConfirmation(false)}>
              {t('download.cancel')}
            </Button>
            <Button onClick={() => answerConfirmation(true)}>{t('download.anyway')}</Button>
          </>
        }
      />
    </div>
  );
}

/** Save (signed in): stores the code with its whole design under a name. */
function SaveCode({
  qrType,
  body,
  disabledBy,
}: {
  qrType: QrType;
  body: GenerateBody;
  /** The id of the note saying why Save is off (the code on screen is outdated). */
  disabledBy?: string;
}) {
  const { t } = useT('generatorResult');
  const forms = useT('generatorForms');
  const id = useId();
  const queryClient = useQueryClient();
  /** The type's label in the page's language (the forms' type names): a code's default name. */
  const typeLabel = forms.t(`type.${qrType}`);
  const [name, setName] = useState(typeLabel);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  async function save() {
    setBusy(true);
    setNote(null);
    try {
      await saveQrCode({ ...body, name: name.trim() || typeLabel, qrMode: 'static' });
      setNote({ ok: true, id: 'note.saved' });
      void queryClient.invalidateQueries({ queryKey: QR_CODES_QUERY_KEY });
    } catch (error) {
      console.warn('Save failed', error);
      setNote({ ok: false, id: 'note.saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1.5">
          <label htmlFor={id} className={LABEL_CLASSES}>
            {t('save.nameLabel')}
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
        <Button
          onClick={() => void save()}
          disabled={busy || disabledBy !== undefined}
          aria-describedby={disabledBy}
        >
          <Save className="size-4" aria-hidden="true" />
          {t(busy ? 'save.busy' : 'save.button')}
        </Button>
      </div>
      <p
        role="status"
        className={clsx(
          'text-sm',
          !note && 'sr-only',
          note?.ok ? 'text-green-800' : 'text-red-700',
        )}
      >
        {note && t(note.id)}
      </p>
    </div>
  );
}
