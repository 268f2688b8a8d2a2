import type { PublicUser } from '../../../contracts/auth.js';
import { apiRequest } from '../../lib/api.js';

export interface ActivateTrialResponse {
  message: string;
  /** Signed in: the user whose trial started. Signed out: absent (a link was mailed instead). */
  user?: PublicUser;
}

/**
 * POST /api/activate-trial { email } (spec 000 §7): signed in, starts the 3-day trial; signed
 * out, mails the address a link that sets a password and starts it. Throws ApiError.
 */
export async function activateTrial(email: string): Promise<ActivateTrialResponse> {
  const res = await apiRequest('POST', '/api/activate-trial', { email });
  return (await res.json()) as ActivateTrialResponse;
}
