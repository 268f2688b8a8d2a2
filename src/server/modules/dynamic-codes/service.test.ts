import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { dynamicQrCodes, users } from '../../db/schema/index.js';
import { FileStorage } from '../../lib/storage.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { GeneratorService } from '../generator/index.js';
import { UploadService } from '../uploads/index.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';
import { DynamicCodeService } from './service.js';

describe.each(testDatabases())('DynamicCodeService on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-dynamic-service-'));
  const config = testConfig({ dataDir });
  let owner = { userId: 0, clientId: 1, workspaceId: 0 };

  beforeAll(async () => {
    const [row] = await database()
      .db.insert(users)
      .values({ username: 'collide@example.com' })
      .returning({ id: users.id });
    owner = {
      userId: row!.id,
      clientId: 1,
      workspaceId: await setPersonalSubscription(database().db, row!.id),
    };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const serviceWith = (codes: string[], changed: string[] = []) => {
    const { db } = database();
    const uploads = new UploadService({ db, storage: new FileStorage(dataDir) });
    return new DynamicCodeService({
      db,
      config,
      generator: new GeneratorService({ db, config, uploads }),
      newShortCode: () => codes.shift() ?? 'zzzzzzzz',
      onCodeChanged: (shortCode) => {
        changed.push(shortCode);
      },
    });
  };

  it('draws a new short code when the first one is taken, and encodes the one it stored', async () => {
    const first = await serviceWith(['Taken123']).create(
      { destination: 'https://example.com/1' },
      owner,
    );
    expect(first.shortCode).toBe('Taken123');
    const second = await serviceWith(['Taken123', 'Fresh456']).create(
      { destination: 'https://example.com/2' },
      owner,
    );
    expect(second.shortCode).toBe('Fresh456');
    expect(second.shortUrl).toBe(`${config.publicUrl}/d/Fresh456`);
    expect(second.scannable).toBe(true);
    const rows = await database().db.select().from(dynamicQrCodes);
    expect(rows.map((r) => r.shortCode).sort()).toEqual(['Fresh456', 'Taken123']);
  });

  it('gives up after repeated collisions without writing anything', async () => {
    const before = (await database().db.select().from(dynamicQrCodes)).length;
    await expect(
      serviceWith(Array(5).fill('Taken123')).create({ destination: 'https://x.example' }, owner),
    ).rejects.toThrow();
    expect((await database().db.select().from(dynamicQrCodes)).length).toBe(before);
  });

  it('reports each change of a code to the redirect, after it is made', async () => {
    const changed: string[] = [];
    const service = serviceWith(['Notify01'], changed);
    const { id } = await service.create({ destination: 'https://example.com/n' }, owner);
    await service.rename(owner, id, { name: 'Renamed' });
    expect(changed).toEqual([]);
    await service.edit(owner, id, { destination: 'https://example.com/m' });
    await service.setPaused(owner, id, true);
    await service.setPaused(owner, id, true);
    await service.setPaused(owner, id, false);
    await service.remove(owner, id);
    expect(changed).toEqual(['Notify01', 'Notify01', 'Notify01', 'Notify01']);
  });
});
