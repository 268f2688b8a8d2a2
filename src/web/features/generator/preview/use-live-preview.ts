// Keeps the live preview in step with the form. Every change schedules one redraw on the next
// animation frame (several changes in one frame cost one redraw); our encoder is fast enough
// that no debounce is needed. Each redraw, from the frame callback to React's commit of the
// new image, is recorded with the Performance API as a 'qr-preview' measure (the e2e test
// reads them: at most 16 ms per update for a URL code).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import type { QrLogo } from '../../../../qr/render/design.js';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import { validateContent, type ContentValue } from '../content-forms/index.js';
import { INITIAL_DESIGN, previewDesign, type DesignState } from '../design-state.js';
import { renderPreview, type PreviewResult } from './render-preview.js';

export const PREVIEW_MEASURE = 'qr-preview';
const START_MARK = 'qr-preview-start';

export type GoodPreview = Extract<PreviewResult, { ok: true }>;

export interface LivePreview {
  /** The last preview that could be drawn, or null before the first. */
  preview: GoodPreview | null;
  /** True when `preview` no longer matches the form (the form is incomplete or invalid). */
  stale: boolean;
  /** Why the current input cannot be drawn, for the hint beside a stale preview. */
  problem: string | null;
}

export interface LivePreviewInput {
  qrType: QrType;
  content: ContentValue;
  design: DesignState;
  logo?: QrLogo;
}

const INCOMPLETE = 'Complete the required fields to see your QR code.';

const nextFrame: (callback: () => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => window.setTimeout(callback, 16);
const cancelFrame: (handle: number) => void =
  typeof cancelAnimationFrame === 'function'
    ? (handle) => cancelAnimationFrame(handle)
    : (handle) => window.clearTimeout(handle);

export function useLivePreview({ qrType, content, design, logo }: LivePreviewInput): LivePreview {
  const [state, setState] = useState<LivePreview>({ preview: null, stale: false, problem: null });
  const outliner = useFrameTextOutliner(design.enableFrame);
  const measuring = useRef(false);

  useEffect(() => {
    const handle = nextFrame(() => {
      warmUpOnce();
      performance.mark(START_MARK);
      measuring.current = true;
      const checked = validateContent(qrType, content);
      const result = checked.ok
        ? renderPreview({
            qrType,
            content: checked.data as Record<string, unknown>,
            design: previewDesign(design, logo),
            ecl: design.errorCorrectionLevel,
            publicUrl: window.location.origin,
            textOutliner: outliner ?? undefined,
          })
        : null;
      // Committed inside this frame (not in a later scheduler task), so the new image is
      // painted in the frame it was computed in, and the measure covers exactly this update.
      flushSync(() =>
        setState((s) =>
          result?.ok
            ? { preview: result, stale: false, problem: null }
            : { preview: s.preview, stale: true, problem: result?.message ?? INCOMPLETE },
        ),
      );
    });
    return () => cancelFrame(handle);
  }, [qrType, content, design, logo, outliner]);

  // After React has committed the redraw: close the measure opened in the frame callback.
  useLayoutEffect(() => {
    if (!measuring.current) return;
    measuring.current = false;
    try {
      performance.measure(PREVIEW_MEASURE, START_MARK);
    } finally {
      performance.clearMarks(START_MARK);
    }
  }, [state]);

  return state;
}

let warmedUp = false;

/**
 * Before the first redraw is measured: one throwaway validation and drawing, so the engine has
 * compiled the schemas and the encoder (a cold first run costs several times a warm one).
 * Runs once per page, when the card mounts, before the user has typed anything.
 */
function warmUpOnce(): void {
  if (warmedUp) return;
  warmedUp = true;
  const url = 'https://example.com/warm-up';
  validateContent('url', { url });
  renderPreview({
    qrType: 'url',
    content: { url },
    design: previewDesign(INITIAL_DESIGN),
    publicUrl: window.location.origin,
  });
}

/** The frame-text outliner once a frame is on (font loaded on demand); null until then. */
function useFrameTextOutliner(enabled: boolean): TextOutliner | null {
  const [outliner, setOutliner] = useState<TextOutliner | null>(null);
  useEffect(() => {
    if (!enabled || outliner) return;
    let cancelled = false;
    import('./frame-font.js')
      .then((module) => module.loadFrameTextOutliner())
      .then((loaded) => {
        if (!cancelled) setOutliner(() => loaded);
      })
      // Without the font the frame text is drawn with the viewer's own sans-serif: still usable.
      .catch((error: unknown) => console.warn('Frame font unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [enabled, outliner]);
  return outliner;
}
