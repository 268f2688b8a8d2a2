import { useQuery } from '@tanstack/react-query';
import type { DestinationHealthItem } from '../../../../contracts/link-controls.js';

/** GET /api/destination-health: the checker's last verdict of each of the owner's codes. */
export const DESTINATION_HEALTH_QUERY_KEY = ['/api/destination-health'] as const;

/**
 * One code's last verdict for its badge, or undefined when not checked (or not loaded). Every
 * card reads the one list query (fetched once, refreshed on focus like the code lists).
 */
export function useDestinationHealth(codeId: number): DestinationHealthItem | undefined {
  const health = useQuery({
    queryKey: DESTINATION_HEALTH_QUERY_KEY,
    select: (data: { codes: DestinationHealthItem[] }) =>
      data.codes.find((c) => c.codeId === codeId),
  });
  return health.data;
}
