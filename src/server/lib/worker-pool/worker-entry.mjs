// Worker-thread entry of WorkerPool (pool.ts): loads one task module and runs its exported
// async functions on request. Plain JavaScript on purpose, like db/pglite-worker.mjs: a
// worker's entry is transformed neither by tsx nor by Vitest, and it starts with no loader
// hooks (execArgv: []), so it registers tsx itself when the task module is TypeScript and then
// imports it. This works the same under `npm start` (tsx), Vitest and plain Node.
//
// Protocol:
//   workerData: { module: string (file URL of the task module), niceness: number }
//   startup:    { ready: true, tid?: number (Linux thread id) } | { ready: false, error }
//   request:    { id: number, task: string, arg: unknown }
//   answer:     { id, ok: true, result } | { id, ok: false, error: SerializedError }
// One task at a time: the pool never posts a second request before the first is answered.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

/** @param {unknown} err */
function serializeError(err) {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { name: 'Error', message: String(err) };
}

/** This thread's Linux thread id (so the pool can read its CPU time), or undefined. */
function threadId() {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers this thread's scheduling priority (Linux: a thread is a task with its own nice value;
 * /proc/thread-self names it). The event loop of the main thread then wins the CPU whenever
 * both want it, so short links and health checks stay fast while workers are busy. Anywhere
 * this is unsupported the worker simply runs at normal priority.
 * @param {number} niceness
 */
function lowerPriority(niceness) {
  const tid = threadId();
  if (!(niceness > 0) || tid === undefined) return;
  try {
    setPriority(tid, niceness);
  } catch {
    // Not Linux, or not permitted: normal priority.
  }
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('worker-entry.mjs must run as a worker thread');
  const { module, niceness } = /** @type {{ module: string, niceness: number }} */ (workerData);
  lowerPriority(niceness);
  /** @type {Record<string, unknown>} */
  let tasks;
  try {
    // A JavaScript task module (a prebuilt bundle, as the test runs use) needs no tsx.
    if (/\.[cm]?tsx?$/.test(new URL(module).pathname)) register();
    tasks = await import(module);
  } catch (err) {
    port.postMessage({ ready: false, error: serializeError(err) });
    return;
  }
  port.on('message', async (/** @type {{ id: number, task: string, arg: unknown }} */ request) => {
    try {
      const fn = tasks[request.task];
      if (typeof fn !== 'function') throw new Error(`Unknown worker task: ${request.task}`);
      const result = await fn(request.arg);
      port.postMessage({ id: request.id, ok: true, result });
    } catch (err) {
      port.postMessage({ id: request.id, ok: false, error: serializeError(err) });
    }
  });
  port.postMessage({ ready: true, tid: threadId() });
}

await main();
