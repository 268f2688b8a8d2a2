import clsx from 'clsx';
import { AlertTriangle, QrCode } from 'lucide-react';
import { memo } from 'react';
import type { ScanGrade as Grade } from '../../../../contracts/generator.js';
import { Button } from '../../../components/ui/button.js';
import { ScanGrade } from '../result/scan-grade.js';
import { useLivePreview, type LivePreview, type LivePreviewInput } from './use-live-preview.js';

interface PreviewExtras {
  /** The light-on-dark fix: swaps foreground and background. */
  onSwapColours?: () => void;
  /** The server's grade of the generated code while it still matches the form; else null. */
  grade?: Grade | null;
}

/**
 * The live preview with its own state: a redraw re-renders only this, not the form around it
 * (that keeps each update within a frame). Memoised: the inputs are stable objects.
 */
export const LivePreviewBox = memo(function LivePreviewBox({
  onSwapColours,
  grade,
  ...input
}: LivePreviewInput & PreviewExtras) {
  return (
    <LivePreviewPanel {...useLivePreview(input)} onSwapColours={onSwapColours} grade={grade} />
  );
});

/**
 * The preview beside the form: 192 px wide on small screens, 320 px from the sm breakpoint
 * (spec 000 §2 sizes). The SVG is shown through <img> with a data URI, so nothing in it can
 * run or style the page. A preview that no longer matches the form stays visible, dimmed,
 * with the reason; the scan check's warnings are listed under it, each with its fix.
 */
export function LivePreviewPanel({
  preview,
  stale,
  problem,
  onSwapColours,
  grade,
}: LivePreview & PreviewExtras) {
  return (
    <div className="flex flex-col items-center gap-3">
      {preview ? (
        <img
          src={preview.dataUri}
          alt="QR code preview"
          className={clsx('h-auto w-48 transition-opacity sm:w-80', stale && 'opacity-30')}
        />
      ) : (
        <div
          className="flex size-48 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-gray-300 p-4 text-center text-sm text-gray-500 sm:size-80"
          aria-hidden="true"
        >
          <QrCode className="size-10" />
          Your QR code appears here as you type.
        </div>
      )}
      {stale && problem && (
        <p className="max-w-80 text-center text-sm text-gray-600" role="status">
          {problem}
        </p>
      )}
      {preview && !stale && (
        <p className="text-xs text-gray-500">
          Version {preview.version} · error correction {preview.ecl}
          {preview.eclLowered && ' (lowered to fit the data)'}
        </p>
      )}
      {preview && !stale && grade && (
        <div className="w-full max-w-80" aria-label="Scan grade of this design" role="group">
          <ScanGrade grade={grade} reason={null} compact />
        </div>
      )}
      <div role="status" aria-label="Scan check" className="w-full max-w-80">
        {preview && !stale && preview.warnings.length > 0 && (
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
                  {warning.message}
                  {warning.code === 'light-on-dark' && onSwapColours && (
                    <span>
                      <Button variant="outline" onClick={onSwapColours}>
                        Swap colours
                      </Button>
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
