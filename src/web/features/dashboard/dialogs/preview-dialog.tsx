import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import type { DashboardCode } from '../api/code-lists.js';
import { codeLabel, SvgImage, useCodeSvg } from '../preview/code-image.js';

const LARGE_PREVIEW_SIZE = 320;

/**
 * The frame text's font, when the code has a frame: null while it loads, undefined when not
 * needed or when it failed (the renderer then falls back to an SVG <text>).
 */
function useFrameFont(needed: boolean): TextOutliner | null | undefined {
  const [font, setFont] = useState<TextOutliner | null | undefined>(needed ? null : undefined);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    import('../../../components/frame-font/load-frame-font.js')
      .then((module) => module.loadFrameFont())
      .then(
        (loaded) => live && setFont(() => loaded),
        (error: unknown) => {
          console.warn('Loading the frame font failed', error);
          if (live) setFont(undefined);
        },
      );
    return () => {
      live = false;
    };
  }, [needed]);
  return font;
}

/** The code large, with Download PNG (3x) and Download SVG (spec 000 §2, §9). */
export function PreviewDialogBody({ item }: { item: DashboardCode }) {
  const font = useFrameFont(item.code.design.enableFrame === true);
  const svg = useCodeSvg(item, font);
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);
  const { t } = useAppT('codeDialogs');

  async function download(format: 'png' | 'svg') {
    if (typeof svg !== 'string') return;
    setBusy(format);
    try {
      // The download utility is its own chunk, loaded at the first download (spec 000 §7).
      const { downloadCode } = await import('../preview/download-code.js');
      await downloadCode(svg, item.code.qrType, format);
      toast({ title: t('download.done'), variant: 'success' });
    } catch (error) {
      console.warn('Download failed', error);
      toast({
        title: t('download.failed'),
        description: t('download.failedDescription'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  const ready = typeof svg === 'string';
  return (
    <div className="grid justify-items-center gap-4">
      <SvgImage
        svg={svg}
        label={codeLabel(item)}
        size={LARGE_PREVIEW_SIZE}
        className="max-w-full rounded-md border border-gray-200"
      />
      {item.kind === 'dynamic' && (
        <p className="text-center text-sm break-all text-gray-600">{item.code.shortUrl}</p>
      )}
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button onClick={() => void download('png')} disabled={!ready || busy !== null}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy === 'png' ? t('download.busy') : t('download.png')}
        </Button>
        <Button
          variant="outline"
          onClick={() => void download('svg')}
          disabled={!ready || busy !== null}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy === 'svg' ? t('download.busy') : t('download.svg')}
        </Button>
      </div>
    </div>
  );
}
