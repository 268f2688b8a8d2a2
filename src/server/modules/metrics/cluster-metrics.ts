// WEB_CONCURRENCY > 1: a scrape reaches whichever server process accepted the connection, so
// that process answers for the whole cluster. It asks the primary, which gathers every
// process's registry (prom-client's AggregatorRegistry: counters and histograms summed, gauges
// summed or maxed as each declares) and hands the text back.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'qrs:metrics-ask';
const ANSWER = 'qrs:metrics-answer';
const ANSWER_TIMEOUT_MS = 8_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the processes' asks with the cluster's metrics. Call once. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    const ask = message as Partial<Ask> | null;
    if (ask?.type !== ASK || typeof ask.id !== 'number') return;
    const id = ask.id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: Error) =>
        worker.isConnected() &&
        worker.send({ type: ANSWER, id, error: err.message } satisfies Answer),
    );
  });
}

/**
 * In a server process of a cluster: the whole cluster's metrics text, through the primary; null
 * outside a cluster (the caller answers with its own registry). `registry` is what this process
 * gives the primary when asked.
 */
export function clusterMetricsReader(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker || typeof process.send !== 'function') return null;
  // Registers prom-client's listener that answers the primary with this process's registry.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: unknown) => {
    const answer = message as Partial<Answer> | null;
    if (answer?.type !== ANSWER || typeof answer.id !== 'number') return;
    waiting.get(answer.id)?.(answer as Answer);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer with the cluster metrics'));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'cluster metrics failed'));
      });
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
