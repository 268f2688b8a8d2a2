// Keeps the live preview in step with the form. Every change schedules one redraw on the next
// animation frame (several changes in one frame cost one redraw); our encoder is fast enough
// that no debounce is needed. Each redraw after the card's first drawing, from the frame
// callback to React's commit of the new image, is recorded with the Performance API as a
// 'qr-preview' measure (the e2e test reads them: at most 16 ms per update for a URL code).
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
  /**
   * Always in the current design: the form's content, else the last content that could be
   * drawn (stale), else a sample (before anything valid was typed). Null only when not even
   * the sample can be drawn (a colour that is not hex) or before the first frame.
   */
  preview: GoodPreview | null;
  /** True when `preview` shows older content than the form's (incomplete or invalid now). */
  stale: boolean;
  /** True when `preview` is the sample content, not the user's. */
  sample: boolean;
  /** Why the current input cannot be drawn, for the hint beside a stale preview or sample. */
  problem: string | null;
  /** What kind of problem that is, to say it in the page's language (English in `problem`). */
  problemKind: PreviewProblemKind | null;
}

/** 'incomplete': the form's content is not valid yet; else renderPreview's reason. */
export type PreviewProblemKind = 'incomplete' | Extract<PreviewResult, { ok: false }>['reason'];

/** What the sample code carries: the product's own address would be a real site; this is not. */
export const SAMPLE_CONTENT = { url: 'https://example.com' } as const;

export interface LivePreviewInput {
  qrType: QrType;
  content: ContentValue;
  design: DesignState;
  logo?: QrLogo;
}

// English, as `problem`; the panel says it in the page's language (preview.incomplete).
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
  const [state, setState] = useState<LivePreview>({
    preview: null,
    stale: false,
    sample: true,
    problem: null,
    problemKind: null,
  });
  const outliner = useFrameTextOutliner(design.enableFrame);
  const measuring = useRef(false);
  /** What the last commit shows, to skip a redraw that would change nothing. */
  const shownRef = useRef(state);
  /** The last content of this type that could be drawn, redrawn in every new design. */
  const lastGood = useRef<{ qrType: QrType; content: Record<string, unknown> } | null>(null);
  /** The last fallback drawing and what it was drawn from: typing in an incomplete form
   * leaves the design alone, so the same sample or stale code is not encoded again. */
  const lastFallback = useRef<{ key: readonly unknown[]; result: PreviewResult } | null>(null);

  /**
   * False until the card's first drawing (the sample, or the preselected content, as the card
   * appears while the page is still starting). That one is neither warmed up (see
   * warmUpWhenIdle) nor measured, and React commits it in a task of its own rather than in the
   * frame that drew it: the two halves are each short enough not to hold up the page.
   */
  const drewOnce = useRef(false);
  useEffect(() => warmUpWhenIdle(), []);

  useEffect(() => {
    const handle = nextFrame(() => {
      const first = !drewOnce.current;
      drewOnce.current = true;
      if (!first) {
        warmUpOnce();
        performance.mark(START_MARK);
        measuring.current = true;
      }
      const checked = validateContent(qrType, content);
      const draw = (type: QrType, data: Record<string, unknown>) =>
        renderPreview({
          qrType: type,
          content: data,
          design: previewDesign(design, logo),
          ecl: design.errorCorrectionLevel,
          publicUrl: window.location.origin,
          textOutliner: outliner ?? undefined,
        });
      let next: LivePreview;
      const data = checked.ok ? (checked.data as Record<string, unknown>) : null;
      const own = data ? draw(qrType, data) : null;
      if (own?.ok && data) {
        lastGood.current = { qrType, content: data };
        next = { preview: own, stale: false, sample: false, problem: null, problemKind: null };
      } else {
        const problem = own && !own.ok ? own.message : INCOMPLETE;
        const problemKind = own && !own.ok ? own.reason : 'incomplete';
        const earlier = lastGood.current?.qrType === qrType ? lastGood.current : null;
        const key = [earlier, design, logo, outliner] as const;
        const cached = lastFallback.current;
        const fallback =
          cached && cached.key.every((part, i) => part === key[i])
            ? cached.result
            : earlier
              ? draw(earlier.qrType, earlier.content)
              : draw('url', { ...SAMPLE_CONTENT });
        lastFallback.current = { key, result: fallback };
        next = fallback.ok
          ? {
              preview: fallback,
              stale: earlier !== null,
              sample: earlier === null,
              problem,
              problemKind,
            }
          : {
              preview: null,
              stale: true,
              sample: false,
              problem: fallback.message,
              problemKind: fallback.reason,
            };
      }
      // Committed inside this frame (not in a later scheduler task), so the new image is
      // painted in the frame it was computed in, and the measure covers exactly this update.
      // The same picture with the same notes (typing in an incomplete form) commits nothing.
      const shown = shownRef.current;
      if (
        shown.preview === next.preview &&
        shown.stale === next.stale &&
        shown.sample === next.sample &&
        shown.problem === next.problem &&
        shown.problemKind === next.problemKind
      ) {
        closeMeasure();
        return;
      }
      if (first) setState(next);
      else flushSync(() => setState(next));
    });
    return () => cancelFrame(handle);
  }, [qrType, content, design, logo, outliner]);

  /** Ends the measure opened in the frame callback. */
  function closeMeasure() {
    if (!measuring.current) return;
    measuring.current = false;
    try {
      performance.measure(PREVIEW_MEASURE, START_MARK);
    } finally {
      performance.clearMarks(START_MARK);
    }
  }
  // After React has committed the redraw: close the measure opened in the frame callback.
  useLayoutEffect(() => {
    shownRef.current = state;
    closeMeasure();
  }, [state]);

  return state;
}

let warmedUp = false;

/**
 * Schedules warmUpOnce for when the browser is idle after the card appears (returns the
 * cancel). Not in the card's first frame: that frame draws the sample while the page is still
 * starting, and a task as long as both together would delay the page's response to input.
 * A redraw that comes before the idle time (the user typed at once) warms up first itself.
 */
function warmUpWhenIdle(): () => void {
  if (warmedUp) return () => undefined;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warmUpOnce, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(warmUpOnce, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Before the first redraw the user causes is measured: one throwaway validation and drawing,
 * so the engine has compiled the schemas and the encoder (a cold first run costs several times
 * a warm one). Runs once per page, before the user has typed anything.
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
    import('../../../components/frame-font/load-frame-font.js')
      .then((module) => module.loadFrameFont())
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
