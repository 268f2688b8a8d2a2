import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Argon2Cost } from '../../config.js';

export interface PasswordHasher {
  /** argon2id PHC string ("$argon2id$v=19$m=...,t=...,p=...$salt$hash"). */
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `stored`. A null `stored` (unknown user, Google-only account)
   * is checked against a dummy hash so every failure costs the same time.
   */
  verify(stored: string | null, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost: Argon2Cost): PasswordHasher {
  // @node-rs/argon2 defaults to argon2id; the cost comes from config (OWASP in production).
  const options = {
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: cost.parallelism,
  };
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
