// The bulk render worker: rows in, SVG + PNG + read-back out (render-row.ts), one at a time, so
// the page never freezes. Messages: {type:'init', pngWidth} once, then {type:'row', ...RowRequest};
// answers {type:'ready'} and {type:'row', outcome, cpuMs}.

import { loadFrameFont } from '../../../components/frame-font/load-frame-font.js';
import { renderRow, type RowDeps, type RowRequest } from './render-row.js';

type Incoming = { type: 'init'; pngWidth: number } | ({ type: 'row' } & RowRequest);

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Incoming>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

let deps: Promise<RowDeps> | null = null;
// Rows are handled strictly in arrival order.
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    deps = loadFrameFont().then((outliner) => ({
      outliner,
      pngWidth: message.pngWidth,
      canvas: new OffscreenCanvas(1, 1),
      small: new OffscreenCanvas(1, 1),
      fullRead: new Set<string>(),
      pixels: 'videoFrame' as const,
      rgba: new Uint8Array(0),
    }));
    deps.then(
      () => scope.postMessage({ type: 'ready' }),
      (err: unknown) => scope.postMessage({ type: 'failed', message: String(err) }),
    );
    return;
  }
  queue = queue.then(async () => {
    const start = performance.now();
    try {
      if (!deps) throw new Error('not initialised');
      const outcome = await renderRow(message, await deps);
      const cpuMs = performance.now() - start;
      scope.postMessage(
        { type: 'row', outcome, cpuMs },
        outcome.ok
          ? [outcome.png.buffer as ArrayBuffer, outcome.zip.svg.bytes.buffer as ArrayBuffer]
          : [],
      );
    } catch (err) {
      scope.postMessage({
        type: 'row',
        outcome: {
          row: message.row,
          ok: false,
          error: `Failed to generate QR code: ${String(err)}`,
        },
        cpuMs: performance.now() - start,
      });
    }
  });
};
