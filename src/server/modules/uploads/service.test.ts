import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { FileStorage } from '../../lib/storage.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { UploadService } from './service.js';
import { samplePng } from './test-support.js';

describe.each(testDatabases('engine-independent'))('UploadService on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-upload-service-'));
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const files = async () =>
    (await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);

  it('removes the stored file when the database refuses the row', async () => {
    const storage = new FileStorage(dataDir);
    const service = new UploadService({ db: database().db, storage });
    const temp = await service.receiveFile('image', Readable.from([samplePng()]));
    // Tenant 999 does not exist: the insert fails on its foreign key after the file was moved.
    await expect(
      service.store(
        'image',
        { temp, fileName: 'a.png', fields: { imageTitle: 'A' } },
        { userId: null, clientId: 999, workspaceId: null },
      ),
    ).rejects.toThrow();
    expect(await files()).toEqual([]);
    expect(await database().db.select().from(uploads)).toEqual([]);

    const ok = await service.store(
      'image',
      {
        temp: await service.receiveFile('image', Readable.from([samplePng()])),
        fileName: 'a.png',
        fields: { imageTitle: 'A' },
      },
      { userId: null, clientId: 1, workspaceId: null },
    );
    // The original and its list of WebP widths (none for an image this small: never enlarged).
    expect((await files()).sort()).toEqual([ok.id, `${ok.id}-sizes`]);
  });
});
