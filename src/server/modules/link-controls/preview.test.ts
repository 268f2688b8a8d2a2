import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { codeCounters, eventsOf } from '../redirect/test-codes.js';
import { signUp } from '../uploads/test-support.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(testDatabases('engine-independent'))(
  'safe preview and destination history (%s)',
  (kind) => {
    const { app, database } = useTestApp(kind);
    let owner = apiAs(app, '');
    let ownerEmail = '';
    beforeAll(async () => {
      owner = apiAs(app, await signUp(app()));
      ownerEmail = (await owner.get('/api/user')).json().username ?? '';
    });

    it('/d/{code}+ shows destination, host, brand, last change and health without redirecting or counting', async () => {
      const created = await owner.post('/api/dynamic-qrcodes', {
        destination: 'https://example.com/menu?table=4',
      });
      expect(created.statusCode).toBe(201);
      const code = created.json() as { id: number; shortCode: string };
      const before = await app().inject({
        url: `/d/${code.shortCode}+`,
        headers: { 'user-agent': IPHONE },
      });
      expect(before.statusCode).toBe(200);
      expect(before.headers.location).toBeUndefined();
      expect(before.headers['cache-control']).toBe('no-store');
      expect(before.body).toContain('https://example.com/menu?table=4');
      expect(before.body).toContain('<strong class="host">example.com</strong>');
      expect(before.body).toContain('Destination unchanged since the code was made');
      expect(before.body).toContain('Not checked yet.');
      expect(before.body).toContain(`href="/d/${code.shortCode}"`);

      // Three real edits by the owner: the history and the preview show them.
      for (const destination of [
        'https://example.org/a',
        'https://example.org/b',
        'https://example.net/c',
      ]) {
        expect(
          (await owner.put(`/api/dynamic-qrcodes/${code.id}`, { destination })).statusCode,
        ).toBe(200);
      }
      const after = await app().inject({ url: `/d/${code.shortCode}+` });
      expect(after.body).toContain('<strong class="host">example.net</strong>');
      expect(after.body).toContain('Destination last changed');
      const changes = (
        await owner.get(`/api/dynamic-qrcodes/${code.id}/destination-changes`)
      ).json();
      expect(changes.map((c: { from: string; to: string }) => [c.from, c.to])).toEqual([
        ['https://example.org/b', 'https://example.net/c'],
        ['https://example.org/a', 'https://example.org/b'],
        ['https://example.com/menu?table=4', 'https://example.org/a'],
      ]);
      expect(ownerEmail).toContain('@');
      expect(changes[0].changedBy).toBe(ownerEmail);
      expect(changes[0].changedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

      await app().scanCapture.flush();
      expect((await codeCounters(database().db, code.id))!.scanCount).toBe(0);
      expect(await eventsOf(database().db, code.id)).toHaveLength(0);
      // Unknown codes are not previewed.
      const unknown = await app().inject({ url: '/d/ZZZZZZZZ+' });
      expect(unknown.statusCode).toBe(303);
    });
  },
);
