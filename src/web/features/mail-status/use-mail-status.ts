import { useQuery } from '@tanstack/react-query';
import { MAIL_STATUS_PATH, type MailStatus } from '../../../contracts/mail-delivery.js';
import { apiRequest } from '../../lib/api.js';

export const MAIL_STATUS_QUERY_KEY = ['mail-status'] as const;

/**
 * Whether this server delivers mail (GET /api/mail-status; fixed while the server runs).
 * `mailed` is false only when the server said it has no mail set up; while the answer is
 * loading, or if it failed, it is true, and screens keep their usual words: answers that would
 * claim a mailed link carry the server's own honest text either way. `enabled: false` asks
 * nothing (a visitor's page load costs no request until a screen needs the answer).
 */
export function useMailStatus({ enabled = true }: { enabled?: boolean } = {}): {
  mailed: boolean;
  known: boolean;
} {
  const status = useQuery({
    enabled,
    queryKey: MAIL_STATUS_QUERY_KEY,
    queryFn: async () => (await (await apiRequest('GET', MAIL_STATUS_PATH)).json()) as MailStatus,
    staleTime: Infinity,
    retry: false,
  });
  return { mailed: status.data?.deliverable !== false, known: status.data !== undefined };
}
