import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// Mail the e2e server delivered over SMTP (see server.mjs), one .eml file per message.
const mailDir = join(tmpdir(), `qrshark-e2e-mail-${process.env.E2E_PORT ?? '3100'}`);

/** The decoded text of a raw message (quoted-printable soft breaks and escapes undone). */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decode(readFileSync(join(mailDir, file), 'utf8')))
    .filter((text) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(text));
}

/** Waits for a mail to `address` holding a `path?token=` link; answers the link's path. */
export async function linkFromMail(
  address: string,
  path:
    | '/set-password'
    | '/reset-password'
    | '/verify-email'
    | '/confirm-email-change'
    | '/invitations/accept',
): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const pattern = new RegExp(`${path}\\?token=[A-Za-z0-9_-]{43}`);
      for (const text of mailsTo(address).reverse()) {
        const match = pattern.exec(text);
        if (match) {
          link = match[0];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link;
}

/** Waits for a mail to `address` whose Subject matches `subject`; answers its decoded text. */
export async function mailMatching(address: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      found =
        mailsTo(address).find((text) => /^Subject: (.*)$/im.exec(text)?.[1]!.match(subject)) ?? '';
      return found !== '';
    })
    .toBe(true);
  return found;
}

/** Waits for a mail to `address` whose decoded text matches `pattern`; answers the match. */
export async function matchInMail(address: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(() => {
      for (const text of mailsTo(address).reverse()) {
        found = pattern.exec(text);
        if (found) return true;
      }
      return false;
    })
    .toBe(true);
  return found!;
}
