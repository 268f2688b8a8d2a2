// The PDF download with its print-size guidance. Loaded on demand (React.lazy) once a code
// has been generated, so it is not part of the landing page's first download.
import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../lib/i18n/i18n.js';
import {
  minPrintSizeMm,
  SCAN_DISTANCE_RATIO,
  symbolSize,
} from '../../../../qr/verify/print-size.js';
import { fetchQrPdf, type GenerateBody, type PdfPage } from '../api/generator-api.js';
import { FIELD_CLASSES, LABEL_CLASSES } from '../tabs/field-styles.js';

export const PDF_WIDTH_MIN_MM = 20;
export const PDF_WIDTH_MAX_MM = 500;
export const PDF_WIDTH_DEFAULT_MM = 50;

/** Printer resolutions offered for the guidance (office laser, photo lab, low-end inkjet). */
const DPI_CHOICES = [150, 300, 600] as const;

export interface PdfDownloadProps {
  body: GenerateBody;
  /** Symbol version of the generated code (sets the module count). */
  version: number;
  /** Runs the download with the shared toasts and tracking; resolves when done. */
  onDownload(makeBlob: () => Promise<Blob>): Promise<void>;
  disabled?: boolean;
  /** The id of the note saying why the download is off. */
  describedBy?: string;
}

export default function PdfDownload({
  body,
  version,
  onDownload,
  disabled,
  describedBy,
}: PdfDownloadProps) {
  const { t, locale } = useT('generatorResult');
  const id = useId();
  const [widthText, setWidthText] = useState(String(PDF_WIDTH_DEFAULT_MM));
  const [page, setPage] = useState<PdfPage>('a4');
  const [dpi, setDpi] = useState<number>(300);
  const [busy, setBusy] = useState(false);

  const width = Number(widthText);
  const widthValid =
    widthText.trim() !== '' &&
    Number.isFinite(width) &&
    width >= PDF_WIDTH_MIN_MM &&
    width <= PDF_WIDTH_MAX_MM;
  const minimum = Math.ceil(minPrintSizeMm({ size: symbolSize(version), dpi }));
  const reachMetres = widthValid ? (width * SCAN_DISTANCE_RATIO) / 1000 : null;
  // The width as typed, in the page's number format (no rounding: "80.25" stays so in English).
  const shownWidth = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 20,
    useGrouping: false,
  }).format(width);

  async function download() {
    if (!widthValid) return;
    setBusy(true);
    try {
      await onDownload(() => fetchQrPdf(body, { widthMm: width, page }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3 rounded-md border border-gray-200 p-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-width`} className={LABEL_CLASSES}>
            {t('pdf.width')}
          </label>
          <input
            id={`${id}-width`}
            type="number"
            inputMode="numeric"
            min={PDF_WIDTH_MIN_MM}
            max={PDF_WIDTH_MAX_MM}
            step={1}
            value={widthText}
            aria-invalid={widthValid ? undefined : true}
            aria-describedby={`${id}-guidance`}
            onChange={(event) => setWidthText(event.target.value)}
            className={FIELD_CLASSES}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-page`} className={LABEL_CLASSES}>
            {t('pdf.page')}
          </label>
          <select
            id={`${id}-page`}
            value={page}
            onChange={(event) => setPage(event.target.value as PdfPage)}
            className={FIELD_CLASSES}
          >
            <option value="a4">{t('pdf.pageA4')}</option>
            <option value="fit">{t('pdf.pageFit')}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-dpi`} className={LABEL_CLASSES}>
            {t('pdf.printer')}
          </label>
          <select
            id={`${id}-dpi`}
            value={dpi}
            onChange={(event) => setDpi(Number(event.target.value))}
            className={FIELD_CLASSES}
          >
            {DPI_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t('pdf.dpi', { dpi: choice })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-guidance`} className="text-xs text-gray-600">
        {widthValid ? (
          <>
            {t('pdf.minimum', { minimum, dpi })}{' '}
            {width < minimum
              ? t('pdf.tooSmall', { width: shownWidth })
              : // Rounded to one decimal as before (toFixed), then written in the page's format.
                t('pdf.reach', { width: shownWidth, metres: Number(reachMetres?.toFixed(1)) })}
          </>
        ) : (
          t('pdf.widthRange', { min: PDF_WIDTH_MIN_MM, max: PDF_WIDTH_MAX_MM })
        )}
      </p>
      <Button
        variant="outline"
        onClick={download}
        disabled={disabled || busy || !widthValid}
        aria-describedby={disabled ? describedBy : undefined}
        className="text-center"
      >
        <Download className="size-4 shrink-0" aria-hidden="true" />
        {t(busy ? 'pdf.preparing' : 'pdf.download')}
      </Button>
    </div>
  );
}
