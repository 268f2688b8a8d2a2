import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  /** argon2id PHC string ("$argon2id$v=19$m=...,t=...,p=...$salt$hash"). */
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `stored`. A null `stored` (unknown user, Google-only account)
   * is checked against a dummy hash so every failure costs the same time.
   */
  verify(stored: string | null, password: string): Promise<boolean>;
}

/**
 * OWASP password storage cheat sheet, argon2id minimum: 19 MiB, 2 passes, 1 lane. About 15 ms
 * per hash here (native), so tests use it too.
 */
export const OWASP_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function createPasswordHasher(): PasswordHasher {
  // @node-rs/argon2 defaults to argon2id.
  const options = { ...OWASP_ARGON2 };
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hash(randomBytes(16).toString('hex'), options));
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      if (stored === null) {
        await verify(await dummyHash(), password).catch(() => false);
        return false;
      }
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
