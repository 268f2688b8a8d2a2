import type { PublicUser } from '../../../contracts/auth.js';

/** What every section of /account-settings is given: the signed-in user. */
export interface AccountSectionProps {
  user: PublicUser;
}
