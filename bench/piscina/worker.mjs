// The piscina side of bench/worker-pool.bench.ts: the same task table our pool's workers load
// (src/server/worker-tasks/tasks.ts, TypeScript through tsx, as worker-entry.mjs does), with
// one default export piscina calls for each task: { task, arg } → the task's result.
import { register } from 'tsx/esm/api';

register();
const tasks = await import(new URL('../../src/server/worker-tasks/tasks.ts', import.meta.url).href);

/** @param {{ task: string, arg: unknown }} request */
export default function run({ task, arg }) {
  const fn = tasks[task];
  if (typeof fn !== 'function') throw new Error(`Unknown worker task: ${task}`);
  return fn(arg);
}
