import type { PublicUser } from '../../../contracts/auth.js';
import { apiRequest } from '../../lib/api.js';

export interface ActivateTrialResponse {
  message: string;
  user: PublicUser;
}

/** POST /api/activate-trial { email }: starts the 3-day trial (spec 000 §7). Throws ApiError. */
export async function activateTrial(email: string): Promise<ActivateTrialResponse> {
  const res = await apiRequest('POST', '/api/activate-trial', { email });
  return (await res.json()) as ActivateTrialResponse;
}
