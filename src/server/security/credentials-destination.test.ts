// Finding 6 (issue 22): a destination with credentials (http://user:pw@host/) was accepted by
// the API but refused at scan time, so the owner was told "saved" while every scan hit an error
// page. Now the API refuses exactly what the redirect refuses, with the shared rule's message.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDestination, DESTINATION_MESSAGES } from '../../contracts/destination.js';
import { dynamicQrCodes } from '../db/schema/index.js';
import { safeRedirectTarget } from '../modules/redirect/index.js';
import { insertCode, insertUser } from '../modules/redirect/test-codes.js';
import { apiAs } from '../modules/dynamic-codes/test-support.js';
import { signUp } from '../modules/uploads/test-support.js';
import { useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

/** Destinations the redirect refuses, and the problem each is refused for. */
const REFUSED: [string, string][] = [
  ['http://user:pw@host.example/', 'credentials'],
  ['https://user@host.example/menu', 'credentials'],
  ['https://:secret@host.example/', 'credentials'],
  ['https://host.example/\u0007', 'control'],
  ['https://host.example/a\u0085b', 'control'],
  ['ftp://host.example/', 'protocol'],
];

describe.each(testDatabases('engine-independent'))('credentials in a destination on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  let owner = apiAs(app, '');
  let existingId = 0;

  beforeAll(async () => {
    owner = apiAs(app, await signUp(app()));
    const created = await owner.post('/api/dynamic-qrcodes', {
      destination: 'https://host.example/ok',
    });
    expect(created.statusCode, created.body).toBe(201);
    existingId = created.json().id;
  });

  it('the API refuses http://user:pw@host/ with the message of the rule the redirect applies', async () => {
    const res = await owner.post('/api/dynamic-qrcodes', {
      destination: 'http://user:pw@host.example/',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: DESTINATION_MESSAGES.credentials,
      fields: { destination: DESTINATION_MESSAGES.credentials },
    });
    const check = checkDestination('http://user:pw@host.example/');
    expect(check).toEqual({
      ok: false,
      problem: 'credentials',
      message: DESTINATION_MESSAGES.credentials,
    });
    // Editing a code to such a destination is refused the same way, and changes nothing.
    const edit = await owner.put(`/api/dynamic-qrcodes/${existingId}`, {
      destination: 'http://user:pw@host.example/',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(DESTINATION_MESSAGES.credentials);
    const [row] = await database()
      .db.select()
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, existingId));
    expect(row!.destination).toBe('https://host.example/ok');
  });

  it.each(REFUSED)('API and redirect agree on %j', async (destination, problem) => {
    expect(safeRedirectTarget(destination)).toBeNull();
    const check = checkDestination(destination);
    expect(check.ok ? null : check.problem).toBe(problem);
    const res = await owner.put(`/api/dynamic-qrcodes/${existingId}`, { destination });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      DESTINATION_MESSAGES[problem as keyof typeof DESTINATION_MESSAGES],
    );
  });

  it('a stored row with credentials (written before the rule) is still refused at scan time', async () => {
    const userId = await insertUser(database().db);
    const legacy = await insertCode(database().db, userId, {
      destination: 'http://user:pw@host.example/',
    });
    const scan = await app().inject({ url: `/d/${legacy.shortCode}` });
    expect(scan.statusCode).toBe(200);
    expect(scan.headers.location).toBeUndefined();
    expect(scan.body).toContain('This link cannot be opened');
  });
});
