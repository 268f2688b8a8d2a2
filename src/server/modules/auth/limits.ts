import type { LimitRule } from '../../lib/shared-limits.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on the routes that create accounts, sign in or send mail. They are counted in the
 * database (lib/shared-limits.ts), so they hold across every app process on one PostgreSQL.
 */
export interface AccountLimitRules {
  /** POST /api/register per client IP. */
  register: LimitRule;
  /** Mails with a link (verification, set-password, trial) per address. */
  mailPerAddress: LimitRule;
  /** Requests that mail an address someone typed (trial, password reset) per client IP. */
  mailRequestsPerIp: LimitRule;
  /** Sign-in attempts per (account, client IP) pair: a stranger's failures do not count here. */
  loginPair: LimitRule;
  /** Sign-in attempts per account from anywhere: the ceiling a distributed guesser meets. */
  loginAccount: LimitRule;
  /** Sign-in attempts per client IP over all accounts (password spraying). */
  loginIp: LimitRule;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimitRules = {
  register: { max: 10, windowMs: HOUR },
  mailPerAddress: { max: 5, windowMs: HOUR },
  mailRequestsPerIp: { max: 20, windowMs: HOUR },
  loginPair: { max: 10, windowMs: 15 * MINUTE },
  loginAccount: { max: 100, windowMs: 15 * MINUTE },
  loginIp: { max: 100, windowMs: 15 * MINUTE },
};

/** Limit keys; SharedLimits stores only an HMAC of them. */
export const limitKey = {
  register: (ip: string) => `register:ip:${ip}`,
  mailPerAddress: (clientId: number, address: string) => `mail:address:${clientId}:${address}`,
  mailRequestsPerIp: (ip: string) => `mail:ip:${ip}`,
  loginPair: (clientId: number, address: string, ip: string) =>
    `login:pair:${clientId}:${address}:${ip}`,
  loginAccount: (clientId: number, address: string) => `login:account:${clientId}:${address}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  verificationResend: (userId: number) => `verify:resend:${userId}`,
  registrationAttemptMail: (clientId: number, address: string) =>
    `mail:register-attempt:${clientId}:${address}`,
  accountExport: (userId: number) => `export:user:${userId}`,
};
