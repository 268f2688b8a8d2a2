import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DYNAMIC_MESSAGES,
  type CreateDynamicResponse,
} from '../../../../contracts/dynamic-codes.js';
import { GENERATE_MESSAGES } from '../../../../contracts/generator.js';
import type { QrType } from '../../../../contracts/qr-content.js';
import { toast } from '../../../components/ui/toast.js';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../../lib/api.js';
import { useTrialStatus } from '../../trial/index.js';
import { invalidateCodeLists } from './code-actions.js';

/**
 * POST /api/dynamic-qrcodes (JSON): the design fields (optional logoId), a `name`, the qrType and
 * either the redirect `destination` (url) or `qrData`, the type's content (every other type).
 */
export type CreateDynamicBody = {
  qrType: QrType;
  /** url codes: the address; other types send qrData (their content fields). */
  destination?: string;
  qrData?: Record<string, unknown>;
  name?: string;
  logoId?: string;
} & Record<string, unknown>;

export type CreateDynamicResult =
  | { ok: true; code: CreateDynamicResponse }
  /** `fields`: the server's per-field messages (empty for limit and other failures). */
  | { ok: false; fields: Record<string, string> };

/** The server's answer when the plan allows no more dynamic codes. */
const LIMIT_CODE = 'DYNAMIC_LIMIT_REACHED';

function limitToast(limit: number | null | undefined, message?: string) {
  toast({
    title: DYNAMIC_MESSAGES.limitReachedTitle,
    description: message ?? DYNAMIC_MESSAGES.limitReached(limit ?? 0),
    variant: 'destructive',
  });
}

/**
 * Creating a dynamic code, for the dashboard's form and for the generator card's dynamic mode.
 * Blocked on the client when the trial status says canCreateDynamicQR is false (spec 000 §5);
 * the server enforces the limit too (403 DYNAMIC_LIMIT_REACHED), with the same toast. Success
 * toasts "Dynamic QR Code generated" and refreshes the lists and the trial status.
 */
export function useCreateDynamicCode() {
  const client = useQueryClient();
  const { status } = useTrialStatus();
  const mutation = useMutation({
    mutationFn: async (body: CreateDynamicBody) => {
      const res = await apiRequest('POST', '/api/dynamic-qrcodes', body);
      return (await res.json()) as CreateDynamicResponse;
    },
    onSettled: () => invalidateCodeLists(client),
  });

  async function create(body: CreateDynamicBody): Promise<CreateDynamicResult> {
    if (status && !status.canCreateDynamicQR) {
      limitToast(status.dynamicQRLimit);
      return { ok: false, fields: {} };
    }
    try {
      const code = await mutation.mutateAsync(body);
      toast({ title: 'Dynamic QR Code generated', variant: 'success' });
      return { ok: true, code };
    } catch (error) {
      console.warn('Creating a dynamic QR code failed', error);
      if (error instanceof ApiError && error.body?.code === LIMIT_CODE) {
        limitToast(status?.dynamicQRLimit, serverMessage(error));
        return { ok: false, fields: {} };
      }
      const fields = serverFieldErrors(error);
      toast({
        title: 'Error',
        description:
          error instanceof ApiError && error.status < 500
            ? (serverMessage(error) ?? GENERATE_MESSAGES.generateFailed)
            : GENERATE_MESSAGES.generateFailed,
        variant: 'destructive',
      });
      return { ok: false, fields };
    }
  }

  return { create, isPending: mutation.isPending, canCreate: status?.canCreateDynamicQR ?? true };
}
