// Secrets kept in the database (a workspace's OpenID Connect client secret) are sealed with
// AES-256-GCM under a key derived from the app secret (HKDF-SHA256, one key per purpose), and
// bound to the row they belong to (associated data): a sealed value copied to another row, or
// read with another app secret, does not open. A database dump alone reveals no secret.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` separates keys: the same app secret gives each purpose its own key. */
  constructor(appSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'qrshark secret-box', purpose, 32));
  }

  /** "v1.{iv}.{tag}.{ciphertext}" (base64url parts) of `plain`, bound to `boundTo`. */
  seal(plain: string, boundTo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The plain text; throws when the value was altered, moved to another row or another key. */
  open(sealed: string, boundTo: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
      throw new Error('not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
