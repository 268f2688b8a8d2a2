// Frame-text outlines for the large preview and downloads: the same TTF the server draws with
// (Inter Bold, OFL, from npm), fetched and parsed on demand, once.
import interBoldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import { createTextOutliner, type TextOutliner } from '../../../../qr/render/text-outliner.js';

let loading: Promise<TextOutliner> | null = null;

/** Resolves with the outliner; a failure is not cached, so the next call tries again. */
export function loadFrameFont(): Promise<TextOutliner> {
  loading ??= (async () => {
    const res = await fetch(interBoldUrl);
    if (!res.ok) throw new Error(`Font download failed: ${res.status}`);
    return createTextOutliner(await res.arrayBuffer());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
