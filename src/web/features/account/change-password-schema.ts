// The change-password and set-a-password forms are checked by the same schemas on the server
// (src/contracts/auth.ts).
export {
  addPasswordSchema,
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../../../contracts/auth.js';
