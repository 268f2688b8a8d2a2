import clsx from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { localizeMessage } from '../../../lib/i18n/localize-message.js';
import { scanWarningText } from './scan-warning-text.js';
import {
  useLivePreview,
  type LivePreview,
  type LivePreviewInput,
  type PreviewProblemKind,
} from './use-live-preview.js';

export interface PreviewExtras {
  /** The light-on-dark fix: swaps foreground and background. */
  onSwapColours?: () => void;
  /**
   * The server's image of the generated code while it still matches the form: shown in place
   * of the live drawing (the exact image its scan check read). Null or absent: live drawing.
   */
  resultImage?: string | null;
  /** Shown beneath the code: the result's grade, details and downloads. */
  children?: ReactNode;
}

/**
 * The one code on the card: the live preview with its own state (a redraw re-renders only
 * this, not the form around it, which keeps each update within a frame), and after Generate
 * the result in the same place. Reusable wherever a design is edited: give it the type, the
 * content, the design and the logo, and optionally the generated image and its details.
 */
export const LivePreviewBox = memo(function LivePreviewBox({
  onSwapColours,
  resultImage,
  children,
  ...input
}: LivePreviewInput & PreviewExtras) {
  return (
    <LivePreviewPanel
      {...useLivePreview(input)}
      onSwapColours={onSwapColours}
      resultImage={resultImage}
    >
      {children}
    </LivePreviewPanel>
  );
});

/**
 * The code image, 192 px wide on small screens, 320 px from the sm breakpoint (spec 000 §2
 * sizes), shown through <img> with a data URI so nothing in it can run or style the page.
 * Before any content the design is shown on a sample, marked as such; a preview that no
 * longer matches the form stays visible, dimmed, with the reason; the scan check's warnings
 * are listed under it, each with its fix.
 */
export function LivePreviewPanel({
  preview,
  stale,
  sample,
  problem,
  problemKind,
  onSwapColours,
  resultImage,
  children,
}: LivePreview & PreviewExtras) {
  const translator = useT('generatorDesign');
  const { t } = translator;
  const showResult = Boolean(resultImage);
  const src = resultImage || preview?.dataUri;
  const current = preview && !stale && !sample;
  /** Why the input cannot be drawn, in the page's language. */
  const problemText = (text: string, kind: PreviewProblemKind | null) => {
    if (kind === 'incomplete') return t('preview.incomplete');
    if (kind === 'render-failed') return t('preview.renderFailed');
    // Too much data: the contracts' message, translated centrally. A payload builder's own
    // text ('invalid', which validation rejects first) is a developer's English and stays so.
    return localizeMessage(text);
  };

  return (
    <div className="flex w-full flex-col items-center gap-3">
      {src ? (
        <div className="relative">
          <img
            src={src}
            alt={
              showResult
                ? t('preview.alt.result')
                : sample
                  ? t('preview.alt.sample')
                  : t('preview.alt.live')
            }
            className={clsx(
              'h-auto w-48 transition-opacity sm:w-80',
              stale && !showResult && 'opacity-30',
              sample &&
                !showResult &&
                'rounded-md outline-2 outline-offset-4 outline-gray-300 outline-dashed',
            )}
          />
          {sample && !showResult && (
            <span
              aria-hidden="true"
              className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gray-800 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase"
            >
              {t('preview.sampleBadge')}
            </span>
          )}
        </div>
      ) : (
        <div
          className="flex size-48 items-center justify-center rounded-lg border-2 border-dashed border-gray-300 p-4 text-center text-sm text-gray-600 sm:size-80"
          aria-hidden="true"
        />
      )}
      {sample && !showResult ? (
        <p className="max-w-80 text-center text-sm text-gray-600">{t('preview.sampleHint')}</p>
      ) : (
        (stale || !preview) &&
        !showResult &&
        problem && (
          <p className="max-w-80 text-center text-sm text-gray-600" role="status">
            {problemText(problem, problemKind)}
          </p>
        )
      )}
      {current && !showResult && (
        <p className="text-xs text-gray-600">
          {t(preview.eclLowered ? 'preview.detailsLowered' : 'preview.details', {
            version: preview.version,
            ecl: preview.ecl,
          })}
        </p>
      )}
      <div role="status" aria-label={t('preview.scanCheck')} className="w-full max-w-80">
        {current && !showResult && preview.warnings.length > 0 && (
          <ul className="grid gap-2">
            {preview.warnings.map((warning) => (
              <li
                key={warning.code + warning.message}
                className={clsx(
                  'flex gap-2 rounded-md border p-2 text-sm',
                  warning.severity === 'error'
                    ? 'border-red-300 bg-red-50 text-red-800'
                    : 'border-amber-300 bg-amber-50 text-amber-900',
                )}
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="grid gap-2">
                  {scanWarningText(warning, translator)}
                  {warning.code === 'light-on-dark' && onSwapColours && (
                    <span>
                      <Button variant="outline" onClick={onSwapColours}>
                        {t('preview.swapColours')}
                      </Button>
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </div>
  );
}
