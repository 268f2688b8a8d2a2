import type { PublicUser } from '../../../contracts/auth.js';
import type { UserRow } from './repository.js';

/** The API's view of a user: never the password hash, Stripe ids or deletion state. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    googleOnly: row.passwordHash === null,
    passwordChangeRequired: row.passwordChangeRequired,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    subscriptionStatus: row.subscriptionStatus,
    googleId: row.googleId,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    locale: row.locale,
  };
}
