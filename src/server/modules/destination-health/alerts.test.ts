// Whom a broken-link alert goes to when codes live in a team workspace (issue 39): the maker
// while they can still edit there, else the workspace's longest-standing editor-or-above member
// (owners first), so a person removed from the team hears nothing more of its codes.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contracts/i18n/locales.js';
import { bulkMailMessages } from '../../../contracts/i18n/catalogues/bulk-mail/index.js';
import {
  destinationHealth,
  dynamicQrCodes,
  mailOutbox,
  users,
  workspaceMembers,
} from '../../db/schema/index.js';
import { createMailer } from '../../lib/mail.js';
import { ListTokens } from '../newsletter/index.js';
import { HealthAlerts } from './alerts.js';
import { detailReason } from './check-destination.js';
import { FallbackLinks } from './fallback-links.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { addMember, insertTeamWorkspace } from '../workspaces/test-support.js';
import { findAlertedCode } from './repository.js';

describe.each(testDatabases())('broken-link alert recipient on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('is the maker while an editor there, then the owner once the maker is removed or a viewer', async () => {
    const { db } = database();
    const lead = await insertUser(db);
    const maker = await insertUser(db);
    const team = await insertTeamWorkspace(db, lead, 'Stores');
    await addMember(db, team, maker, 'editor');
    const code = await insertCode(db, maker, { workspaceId: team });
    await db.insert(destinationHealth).values({
      codeId: code.id,
      destination: 'https://example.com/menu',
      status: 'broken',
      checkedAt: new Date(),
    });
    const addressOf = async (id: number) =>
      (await db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]
        ?.username;
    const recipient = async () => (await findAlertedCode(db, code.id))?.username;
    const membership = and(
      eq(workspaceMembers.workspaceId, team),
      eq(workspaceMembers.userId, maker),
    );

    expect(await recipient()).toBe(await addressOf(maker));
    await db.update(workspaceMembers).set({ role: 'viewer' }).where(membership);
    expect(await recipient()).toBe(await addressOf(lead));
    await db.delete(workspaceMembers).where(membership);
    expect(await recipient()).toBe(await addressOf(lead));
  });
});

// The alert mails in the recipient's language (issue 42 item 3): subject, body, the reason and
// the date in that language; the owner's name for the code and the addresses as written.
describe.each(testDatabases('engine-independent'))('broken-link alert language on %s', (kind) => {
  const database = useTestDatabase(kind);
  const SECRET = 'alert-language-secret-alert-language-secret';

  it('writes each mail in the language of the member it goes to', async () => {
    const { db } = database();
    const alerts = new HealthAlerts({
      db,
      mailer: createMailer({ db }),
      links: new FallbackLinks(SECRET),
      now: () => new Date('2026-06-02T09:00:00Z'),
      settingsFor: async () => ({
        publicUrl: 'https://qr.example',
        brandName: 'QR Shark',
        supportEmail: 'support@qr.example',
        tokens: new ListTokens(SECRET),
      }),
    });
    const expected = {
      en: [
        'Your QR code "Menú" leads to a broken page',
        'is broken since June 1, 2026',
        'The destination answered 404',
        'Switch to the fallback',
        'Your QR code "Menú" works again',
      ],
      es: [
        'Tu código QR «Menú» lleva a una página rota',
        'está roto desde el 1 de junio de 2026',
        'El destino respondió 404',
        'Cambiar a la URL alternativa',
        'Tu código QR «Menú» vuelve a funcionar',
      ],
      de: [
        'Ihr QR-Code „Menú“ führt zu einer defekten Seite',
        'ist seit 1. Juni 2026',
        'Das Ziel antwortete mit 404',
        'Zur Ausweich-URL umstellen',
        'Ihr QR-Code „Menú“ funktioniert wieder',
      ],
      fr: [
        'Votre QR code «\u00a0Menú\u00a0» mène à une page cassée',
        'est cassée depuis le 1 juin 2026',
        'La destination a répondu 404',
        'Passer à l’URL de secours',
        'Votre QR code «\u00a0Menú\u00a0» fonctionne de nouveau',
      ],
      pt: [
        'Seu código QR "Menú" leva a uma página quebrada',
        'está quebrado desde 1 de junho de 2026',
        'O destino respondeu 404',
        'Mudar para a URL alternativa',
        'Seu código QR "Menú" voltou a funcionar',
      ],
    } as const;
    for (const locale of LOCALES) {
      const owner = await insertUser(db);
      await db.update(users).set({ locale }).where(eq(users.id, owner));
      const code = await insertCode(db, owner, { destination: 'https://example.com/menu' });
      await db
        .update(dynamicQrCodes)
        .set({
          name: 'Menú',
          linkControls: {
            startsAt: null,
            expiresAt: null,
            maxScans: null,
            rules: [],
            fallbackUrl: 'https://example.com/fallback',
          },
        })
        .where(eq(dynamicQrCodes.id, code.id));
      await db.insert(destinationHealth).values({
        codeId: code.id,
        destination: 'https://example.com/menu',
        status: 'broken',
        detail: 'The destination answered 404',
        brokenSince: new Date('2026-06-01T08:30:00Z'),
        checkedAt: new Date('2026-06-02T09:00:00Z'),
      });
      const [address] = await db.select().from(users).where(eq(users.id, owner));
      expect(await alerts.afterCheck(code.id, address!.clientId, 'broken'), locale).toBe(true);
      await db
        .update(destinationHealth)
        .set({ status: 'ok' })
        .where(eq(destinationHealth.codeId, code.id));
      expect(await alerts.afterCheck(code.id, address!.clientId, 'ok'), locale).toBe(true);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address!.username))
        .orderBy(mailOutbox.id);
      const [subject, since, reason, link, okSubject] = expected[locale];
      expect(
        mails.map((m) => m.subject),
        locale,
      ).toEqual([subject, okSubject]);
      const broken = mails[0]!;
      expect(broken.text, locale).toContain(since);
      expect(broken.text, locale).toContain(`${reason}.`);
      expect(broken.text, locale).toContain('https://example.com/fallback');
      expect(broken.text, locale).toContain('https://qr.example/destination-health/switch?token=');
      expect(broken.html, locale).toContain(`style="color:#1d4ed8">${link}</a>`);
      expect(broken.html, locale).not.toContain('\u0000');
      // The footer (bulk-mail's) in the member's language too.
      const footer = bulkMailMessages[locale]['footer.unsubscribeText'].replace('{link}', '');
      expect(broken.text, locale).toContain(`\n--\n`);
      expect(broken.text, locale).toContain(footer);
      expect(broken.html, locale).toContain(
        `>${bulkMailMessages[locale]['footer.unsubscribeLink']}</a>`,
      );
    }
  });

  it('reads back every detail the checker writes', () => {
    expect(detailReason('The destination answered 503')).toEqual({
      id: 'reasonStatus',
      values: { status: '503' },
    });
    expect(detailReason('More than 5 redirects').id).toBe('reasonRedirects');
    expect(detailReason('No answer within the time limit').id).toBe('reasonTimeout');
    expect(detailReason('Could not connect (ECONNREFUSED)').values).toEqual({
      code: 'ECONNREFUSED',
    });
    expect(detailReason('Refused: a private address').values).toEqual({
      why: 'a private address',
    });
    expect(detailReason('Redirects to example.org').values).toEqual({ host: 'example.org' });
    expect(detailReason(null).id).toBe('reasonNone');
  });
});
