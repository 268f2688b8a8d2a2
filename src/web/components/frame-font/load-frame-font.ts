// Frame-text outlines in the browser (live preview, dashboard preview and downloads): the
// subset of Inter Bold that draws exactly what the server's full font draws (see
// scripts/build-frame-font.mjs). Loaded on demand the first time a frame shows text, so neither
// the font nor its parser is part of the landing page's first download.
import interBoldUrl from './inter-bold-frame.ttf?url';
import { createTextOutliner, type TextOutliner } from '../../../qr/render/text-outliner.js';

let loading: Promise<TextOutliner> | null = null;

/** Fetches and parses the font once; a failure is not cached, so a later call retries. */
export function loadFrameFont(): Promise<TextOutliner> {
  loading ??= (async () => {
    const response = await fetch(interBoldUrl);
    if (!response.ok) throw new Error(`Font download failed: ${response.status}`);
    return createTextOutliner(await response.arrayBuffer());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
