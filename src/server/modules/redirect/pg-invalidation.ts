import pg from 'pg';
import type { Logger } from 'pino';

/** PostgreSQL channel carrying a changed code's short code as payload. */
export const CODE_CHANGED_CHANNEL = 'qr_code_changed';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** Sends the change notice through the shared pool (NOTIFY is delivered at commit). */
export async function publishCodeChanged(pool: pg.Pool, shortCode: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [CODE_CHANGED_CHANNEL, shortCode]);
}

export interface CodeChangeListenerOptions {
  /** Connection settings of the app's pool; the listener opens its own client with them. */
  connection: pg.ClientConfig;
  onChanged: (shortCode: string) => void;
  /**
   * Called after every (re)connection once LISTEN is active. Notices sent while we were not
   * listening are lost, so after a reconnection the caller forgets everything it cached.
   */
  onListening: () => void;
  logger: Pick<Logger, 'warn' | 'info'>;
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose the
 * subscription). Reconnects with backoff after errors until `stop()`.
 */
export class CodeChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: CodeChangeListenerOptions) {}

  /** Resolves once listening, or after the first failure (a retry is then scheduled). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // No statement or query timeout: this connection only waits for notifications.
    const client = new pg.Client({
      ...this.options.connection,
      statement_timeout: undefined,
      query_timeout: undefined,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CODE_CHANGED_CHANNEL && message.payload) {
        this.options.onChanged(message.payload);
      }
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CODE_CHANGED_CHANNEL}`);
      this.retryMs = RECONNECT_MIN_MS;
      this.options.onListening();
    } catch (err) {
      this.lost(client, err as Error);
    }
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.options.logger.warn(
      { err: err ? { message: err.message } : undefined, retryInMs: this.retryMs },
      'code change listener disconnected; reconnecting',
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}
