import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../test/databases.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { clients, users } from './schema/index.js';

describe.each(testDatabases())('database on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('seeds the default client as row 1 and re-running migrations changes nothing', async () => {
    const { db } = database();
    await migrateDatabase(database());
    const rows = await db.select().from(clients);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 1,
      name: 'QR Shark',
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      isActive: true,
    });
  });

  it('creates every table of the data model', async () => {
    const { db } = database();
    // Both drivers answer execute() with { rows }.
    const result = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = result.rows.map((r) => r.table_name);
    for (const table of [
      'clients',
      'users',
      'sessions',
      'qr_codes',
      'dynamic_qr_codes',
      'scan_events',
      'qr_generations',
      'qr_downloads',
      'uploads',
      'newsletter_subscriptions',
      'contact_messages',
      'payment_products',
      'payments',
      'mail_outbox',
      'workspaces',
      'workspace_members',
      'workspace_invitations',
      'workspace_audit',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('keeps usernames unique per client among live accounts only', async () => {
    const { db } = database();
    const [first] = await db
      .insert(users)
      .values({ username: 'dup@example.com' })
      .returning({ id: users.id, clientId: users.clientId });
    expect(first!.clientId).toBe(1);
    await expect(db.insert(users).values({ username: 'dup@example.com' })).rejects.toThrow();
    await db.update(users).set({ isDeleted: true }).where(eq(users.id, first!.id));
    await db.insert(users).values({ username: 'dup@example.com' });
  });

  it('answers ping', async () => {
    await database().ping();
  });

  it.runIf(kind === 'postgres')(
    'runs queries without JIT compilation (it cost more than it saved)',
    async () => {
      const result = (await database().db.execute(sql`show jit`)) as unknown as {
        rows: { jit: string }[];
      };
      expect(result.rows[0]!.jit).toBe('off');
    },
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool outages', () => {
  it('fails ping fast while the server is unreachable and recovers without a restart', async () => {
    // A TCP relay in front of the real server lets the test cut and restore the connection
    // without touching the shared PostgreSQL.
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const sockets = new Set<net.Socket>();
    const startRelay = (port: number) =>
      new Promise<net.Server>((resolve) => {
        const server = net.createServer((socket) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          sockets.add(socket).add(upstream);
          socket.pipe(upstream).pipe(socket);
          const drop = () => {
            socket.destroy();
            upstream.destroy();
          };
          socket.on('error', drop).on('close', drop);
          upstream.on('error', drop).on('close', drop);
        });
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    let relay = await startRelay(0);
    const port = (relay.address() as net.AddressInfo).port;
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const poolErrors: Error[] = [];
    const handle = await openDatabase({
      dataDir: 'memory://',
      databaseUrl: url.toString(),
      onPoolError: (err) => poolErrors.push(err),
    });
    try {
      await handle.ping();
      const relayClosed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const s of sockets) s.destroy();
      sockets.clear();
      await relayClosed;
      const started = Date.now();
      await expect(handle.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
      relay = await startRelay(port);
      await handle.ping();
    } finally {
      await handle.close();
      const relayClosed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await relayClosed;
    }
  });

  it('fails ping within 2 s when nothing listens on the port', async () => {
    const handle = await openDatabase({
      dataDir: 'memory://',
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
    });
    const started = Date.now();
    await expect(handle.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    await handle.close();
  });
});
