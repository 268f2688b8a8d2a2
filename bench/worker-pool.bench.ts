// The generate task (renderAndCheck: SVG, scan check) through our worker pool
// (src/server/lib/worker-pool/pool.ts, as the app makes it: createPipelinePool) against
// piscina with the same number of threads, the same task table and the same heap limits.
// One client keeps `2 × threads` tasks in flight (a closed loop), so both pools always have
// work queued: what differs is only the pool's own cost (queueing, messages, bookkeeping).
// Reports tasks/s, CPU ms per task of the whole process (main thread and workers: what the
// machine pays) and the latency from submit to answer (p50, p99). Rounds alternate which pool
// goes first. Our workers run at niceness 0 here (the app lowers them to 10), so both compete
// for the CPU alike. `BENCH_WORKER_THREADS` sets the threads (default 2), `BENCH_TASKS` the
// tasks per round (default 150).
import { encodeQr } from '../src/qr/encode/index.js';
import { resolveDesign } from '../src/qr/render/index.js';
import type { RenderAndCheckInput } from '../src/server/lib/qr-output/pipeline.js';
import { plainMatrix } from '../src/server/lib/qr-output/plain-matrix.js';
import { createPipelinePool } from '../src/server/worker-tasks/pipeline.js';
import { printTable } from './table.js';

const THREADS = Number(process.env.BENCH_WORKER_THREADS ?? 2);
const TASKS = Number(process.env.BENCH_TASKS ?? 150);
const ROUNDS = 3;
const IN_FLIGHT = THREADS * 2;

const design = resolveDesign();
/** Distinct inputs (no cache anywhere may answer one from another). */
function inputs(n: number, seed: string): RenderAndCheckInput[] {
  return Array.from({ length: n }, (_, i) => {
    const payload = `https://example.com/p/${seed}-${i.toString(36)}`.padEnd(40, 'x');
    return {
      matrix: plainMatrix(encodeQr(payload, { ecl: 'M' })),
      design,
      payload,
      pngWidth: null,
    };
  });
}

type Run = (input: RenderAndCheckInput) => Promise<unknown>;

interface Measured {
  perSecond: number;
  cpuMsPerTask: number;
  p50: number;
  p99: number;
}

async function measure(run: Run, work: RenderAndCheckInput[]): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const lane = async () => {
    for (let input = work[next++]; input !== undefined; input = work[next++]) {
      const at = performance.now();
      await run(input);
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: work.length / seconds,
    cpuMsPerTask: (used.user + used.system) / 1000 / work.length,
    p50: latencies[Math.floor(latencies.length * 0.5)]!,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
  };
}

/** The part of piscina's API this bench calls (piscina is bench/package.json's, so it is loaded
 * by name at run time and the project typechecks without it). */
interface PiscinaPool {
  run(task: unknown): Promise<unknown>;
  close(): Promise<void>;
}
type PiscinaClass = new (options: Record<string, unknown>) => PiscinaPool;
const piscinaModule: string = 'piscina';
const { Piscina } = (await import(piscinaModule)) as { Piscina: PiscinaClass };

const ours = createPipelinePool({ size: THREADS, niceness: 0 });
const piscina = new Piscina({
  filename: new URL('./piscina/worker.mjs', import.meta.url).href,
  minThreads: THREADS,
  maxThreads: THREADS,
  idleTimeout: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
});
const pools: Record<'ours' | 'piscina', Run> = {
  ours: (input) => ours.run('renderAndCheck', input, { client: 'bench' }),
  piscina: (input) => piscina.run({ task: 'renderAndCheck', arg: input }),
};

// Warm-up: every worker loads the renderers and decoders and draws its camera pass.
await measure(pools.ours, inputs(THREADS * 6, 'warm-ours'));
await measure(pools.piscina, inputs(THREADS * 6, 'warm-piscina'));

const results: Record<'ours' | 'piscina', Measured[]> = { ours: [], piscina: [] };
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? (['ours', 'piscina'] as const) : (['piscina', 'ours'] as const);
  for (const name of order)
    results[name].push(await measure(pools[name], inputs(TASKS, `${name}-${r}`)));
}
await Promise.all([ours.close(), piscina.close()]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const summary = (name: 'ours' | 'piscina') => ({
  perSecond: median(results[name].map((m) => m.perSecond)),
  cpuMsPerTask: median(results[name].map((m) => m.cpuMsPerTask)),
  p50: median(results[name].map((m) => m.p50)),
  p99: median(results[name].map((m) => m.p99)),
});
const a = summary('ours');
const b = summary('piscina');
const rows: string[][] = (
  [
    ['tasks/s (higher is better)', a.perSecond.toFixed(1), b.perSecond.toFixed(1)],
    ['CPU ms per task', a.cpuMsPerTask.toFixed(1), b.cpuMsPerTask.toFixed(1)],
    ['latency p50 ms', a.p50.toFixed(0), b.p50.toFixed(0)],
    ['latency p99 ms', a.p99.toFixed(0), b.p99.toFixed(0)],
  ] as const
).map(([what, x, y]) => [what, x, y, `${(Number(y) / Number(x)).toFixed(2)}x`]);

const header = ['renderAndCheck (SVG)', 'ours', 'piscina', 'piscina / ours'];
printTable(
  `Worker pools: ${THREADS} threads, ${IN_FLIGHT} in flight, ${TASKS} tasks a round, median of ` +
    `${ROUNDS} alternating rounds, Node ${process.version}`,
  header,
  rows,
);
