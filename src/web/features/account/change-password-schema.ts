// The change-password form is checked by the same schema on the server (src/contracts/auth.ts).
export {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../../../contracts/auth.js';
