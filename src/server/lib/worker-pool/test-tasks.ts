// Tasks for the pool's own tests (pool.test.ts): each exercises one way a task can end.
import { threadId } from 'node:worker_threads';

/** Echoes its argument with the worker's thread id. */
export async function echo<T>(value: T): Promise<{ value: T; threadId: number }> {
  return { value, threadId };
}

/** Keeps the thread busy for `ms` without yielding (a stuck render). */
export function spin(ms: number): number {
  const until = Date.now() + ms;
  let n = 0;
  while (Date.now() < until) n++;
  return n;
}

/** Waits `ms` without using the CPU, then answers. */
export async function sleep(ms: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ms;
}

/** Allocates reachable JavaScript objects until the heap limit ends the worker. */
export function exhaustHeap(): number {
  const hoard: number[][] = [];
  for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i + hoard.length));
}

/** Throws an ordinary error (a bug in a task). */
export function fail(message: string): never {
  const err = new RangeError(message);
  throw err;
}

/** Ends the worker thread outright (a crash in native code looks like this to the pool). */
export function exitThread(): never {
  process.exit(3);
}

const kept: WebAssembly.Memory[] = [];

/** Keeps `mb` MB of WebAssembly memory, touched so it is resident (a decoder's grown heap). */
export function holdWasmMemory(mb: number): number {
  const memory = new WebAssembly.Memory({ initial: mb * 16 });
  new Uint8Array(memory.buffer).fill(1);
  kept.push(memory);
  return memory.buffer.byteLength;
}

/** Keeps `mb` MB of WebAssembly memory (as holdWasmMemory), then waits `ms` before answering. */
export async function holdWasmMemoryFor(arg: { mb: number; ms: number }): Promise<number> {
  const bytes = holdWasmMemory(arg.mb);
  await sleep(arg.ms);
  return bytes;
}
