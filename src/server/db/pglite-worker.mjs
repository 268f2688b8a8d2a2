// Worker-thread entry that owns one PGlite instance, so SQL runs off the server's event loop.
// Plain JavaScript on purpose: it must load in every way the app runs (tsx, Vitest, plain
// Node), and a worker's entry is not transformed by tsx or Vitest. The main-thread side,
// its protocol and its contracts are in pglite-thread.ts.
//
// Protocol (one message per request, answered by one message with the same id):
//   workerData: { dataDir: string | null, image?: Blob, pgliteWasmModule?, initdbWasmModule? }
//               (dataDir null = in-memory database, starting from `image` when given: a
//               dumpDataDir tarball; the modules are compiled WASM)
//   startup:    { ready: true } | { ready: false, error: SerializedError }
//   request:    { id, op: 'query', sql, params, rowMode, rawTypes, paramTypes }
//             | { id, op: 'exec', sql } | { id, op: 'dump' } | { id, op: 'close' }
//             | { id, op: 'copy', sql, blob? }
//   (dump answers the data directory as an uncompressed tarball, a Blob; copy runs a
//   COPY ... TO/FROM '/dev/blob' statement and answers the blob it wrote, or null)
//   answer:     { id, ok: true, result } | { id, ok: false, error: SerializedError }
//
// Requests run strictly one after another in arrival order. The main thread relies on this
// for transactions (BEGIN, the transaction's statements and COMMIT are posted in order, and
// it holds back every other statement meanwhile).
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Fields of PostgreSQL's ErrorResponse that PGlite's DatabaseError carries; callers test
 * e.g. `code === '23505'` and `constraint`, so every one of them crosses the thread.
 */
const DATABASE_ERROR_FIELDS = [
  'length',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
];

/** @param {string} value */
const identity = (value) => value;

/**
 * Errors lose their own properties in a structured clone, so they travel as plain objects.
 * PGlite also hangs `params` and `queryOptions` (with functions) on its errors: dropped.
 * @param {unknown} err
 */
function serializeError(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const key of DATABASE_ERROR_FIELDS) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (err))[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

/**
 * @param {PGlite} pglite
 * @param {{ op: string, sql?: string, params?: unknown[], rowMode?: 'array' | 'object',
 *   rawTypes?: number[], paramTypes?: number[] }} request
 */
async function run(pglite, request) {
  switch (request.op) {
    case 'query': {
      /** @type {import('@electric-sql/pglite').QueryOptions} */
      const options = {};
      if (request.rowMode) options.rowMode = request.rowMode;
      if (request.paramTypes) options.paramTypes = request.paramTypes;
      // Parser functions cannot be posted: the main thread lists the types it parses itself,
      // and those arrive here as the server's text.
      if (request.rawTypes?.length) {
        options.parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, identity]));
      }
      return pglite.query(/** @type {string} */ (request.sql), request.params ?? [], options);
    }
    case 'exec':
      return pglite.exec(/** @type {string} */ (request.sql));
    case 'dump': {
      // PGlite answers a File; a plain Blob of its bytes is what crosses the thread.
      const tarball = await pglite.dumpDataDir('none');
      return new Blob([await tarball.arrayBuffer()]);
    }
    case 'copy': {
      // COPY ... FROM '/dev/blob' reads `blob`; COPY ... TO '/dev/blob' answers its output.
      const blob = /** @type {{ blob?: Blob }} */ (request).blob;
      const result = await pglite.query(
        /** @type {string} */ (request.sql),
        [],
        blob ? { blob } : {},
      );
      return result.blob ? new Blob([await result.blob.arrayBuffer()]) : null;
    }
    case 'close':
      // Flushes and closes the data directory; the main thread terminates us afterwards.
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown PGlite worker operation: ${request.op}`);
  }
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.mjs must run as a worker thread');
  const { dataDir, image, pgliteWasmModule, initdbWasmModule } =
    /** @type {{ dataDir: string | null, image?: Blob, pgliteWasmModule?: WebAssembly.Module,
     *   initdbWasmModule?: WebAssembly.Module }} */ (workerData);
  let pglite;
  try {
    // The main thread compiles PGlite's WASM once per process; without it PGlite compiles here.
    pglite = new PGlite({
      dataDir: dataDir ?? undefined,
      loadDataDir: image,
      pgliteWasmModule,
      initdbWasmModule,
    });
    await pglite.waitReady;
  } catch (err) {
    port.postMessage({ ready: false, error: serializeError(err) });
    return;
  }
  const db = pglite;
  /** @type {Promise<unknown>} */
  let previous = Promise.resolve();
  port.on('message', (request) => {
    previous = previous.then(async () => {
      try {
        const result = await run(db, request);
        port.postMessage({ id: request.id, ok: true, result });
      } catch (err) {
        port.postMessage({ id: request.id, ok: false, error: serializeError(err) });
      }
    });
  });
  port.postMessage({ ready: true });
}

await main();
