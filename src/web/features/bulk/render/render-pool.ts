// Runs bulk rows in Web Workers (bulk-render.worker.ts): one worker per core, at most 4, each
// kept two rows ahead so none waits for the page. Outcomes arrive in completion order through
// `onOutcome`; abort() stops at once (the workers are terminated, rows not yet answered are
// dropped).

import type { RowOutcome, RowRequest } from './render-row.js';

export interface PoolRun {
  /** Resolves when every row has an outcome, or when aborted (with what arrived). */
  done: Promise<RowOutcome[]>;
  abort(): void;
}

const MAX_WORKERS = 4;
const AHEAD = 2;

export function workerCount(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

export function runInWorkers(
  rows: RowRequest[],
  pngWidth: number,
  onOutcome: (outcome: RowOutcome) => void,
): PoolRun {
  const outcomes: RowOutcome[] = [];
  const workers: Worker[] = [];
  let next = 0;
  let finished = false;
  let finish: (value: RowOutcome[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<RowOutcome[]>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const stop = () => {
    finished = true;
    for (const w of workers) w.terminate();
  };
  const feed = (worker: Worker) => {
    if (finished || next >= rows.length) return;
    const request = rows[next];
    next += 1;
    worker.postMessage({ type: 'row', ...request });
  };

  if (rows.length === 0) finish([]);
  const count = Math.min(workerCount(), Math.max(1, rows.length));
  for (let i = 0; i < count && rows.length > 0; i += 1) {
    const worker = new Worker(new URL('./bulk-render.worker.ts', import.meta.url), {
      type: 'module',
    });
    workers.push(worker);
    worker.onmessage = (event: MessageEvent) => {
      const message = event.data as
        | { type: 'ready' }
        | { type: 'failed'; message: string }
        | { type: 'row'; outcome: RowOutcome };
      if (finished) return;
      if (message.type === 'failed') {
        stop();
        fail(new Error(message.message));
        return;
      }
      if (message.type === 'ready') {
        for (let k = 0; k < AHEAD; k += 1) feed(worker);
        return;
      }
      outcomes.push(message.outcome);
      onOutcome(message.outcome);
      if (outcomes.length === rows.length) {
        stop();
        finish(outcomes);
        return;
      }
      feed(worker);
    };
    worker.onerror = (event) => {
      if (finished) return;
      stop();
      fail(new Error(event.message || 'The render worker stopped'));
    };
    worker.postMessage({ type: 'init', pngWidth });
  }
  return {
    done,
    abort() {
      if (finished) return;
      stop();
      finish(outcomes);
    },
  };
}
