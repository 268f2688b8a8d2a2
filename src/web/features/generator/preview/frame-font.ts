// Frame text outlines for the live preview, from the same TTF the server draws with (Inter
// Bold, OFL, shipped by npm). Loaded on demand (dynamic import) the first time a frame is
// switched on, so neither the font nor its parser is part of the landing page's first download.
import interBoldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import { createTextOutliner, type TextOutliner } from '../../../../qr/render/text-outliner.js';

let loading: Promise<TextOutliner> | null = null;

/** Fetches and parses the font once; a failure is not cached, so a later call retries. */
export function loadFrameTextOutliner(): Promise<TextOutliner> {
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
