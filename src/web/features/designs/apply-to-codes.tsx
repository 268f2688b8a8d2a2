import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DynamicQrCode, SavedQrCode } from '../../../contracts/dynamic-codes.js';
import {
  MAX_APPLY_CODES,
  type ApplyDesignKitResult,
  type DesignKit,
} from '../../../contracts/designs.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';

interface CodeChoice {
  kind: 'dynamic' | 'saved';
  id: number;
  name: string;
}

const keyOf = (code: { kind: string; id: number }) => `${code.kind}:${code.id}`;

async function workspaceCodes(): Promise<CodeChoice[]> {
  const read = async <T,>(url: string) => (await (await apiRequest('GET', url)).json()) as T;
  const [active, paused, saved] = await Promise.all([
    read<DynamicQrCode[]>('/api/dynamic-qrcodes'),
    read<DynamicQrCode[]>('/api/dynamic-qrcodes/paused'),
    read<SavedQrCode[]>('/api/qrcodes'),
  ]);
  return [
    ...[...active, ...paused].map((c) => ({ kind: 'dynamic' as const, id: c.id, name: c.name })),
    ...saved.map((c) => ({ kind: 'saved' as const, id: c.id, name: c.name })),
  ];
}

/**
 * "Apply to these codes" (issue 40 item 4): the one way a kit changes codes already made. The
 * editor chooses codes of the workspace; each is redrawn in the kit's design and read back by
 * the decoders first, and one that would not scan keeps its design (the toast says which).
 */
export function ApplyToCodes({ kit }: { kit: DesignKit }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const { t } = useAppT('designs');
  const common = useAppT('common');
  const codes = useQuery({
    queryKey: ['brand-kit-apply-codes'],
    queryFn: workspaceCodes,
    enabled: open,
  });
  const list = codes.data ?? [];

  function toggle(code: CodeChoice, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(code));
      else next.delete(keyOf(code));
      return next;
    });
  }

  async function apply() {
    const picked = list.filter((c) => chosen.has(keyOf(c)));
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/designs/${kit.id}/apply`, {
        codes: picked.map(({ kind, id }) => ({ kind, id })),
      });
      const result = (await res.json()) as ApplyDesignKitResult;
      const failures = result.results
        .filter((r) => !r.ok)
        .map((r) => {
          const name = picked.find((c) => keyOf(c) === keyOf(r))?.name ?? keyOf(r);
          return t('apply.failure', { name, reason: r.message ?? t('apply.notRestyled') });
        });
      toast({
        title:
          result.applied > 0
            ? t('apply.restyled', { count: result.applied, name: kit.name })
            : t('apply.noneRestyled'),
        ...(failures.length > 0 ? { description: failures.join(' ') } : {}),
        variant: result.failed > 0 ? 'destructive' : 'success',
      });
      setOpen(false);
      setChosen(new Set());
      // The code lists draw each code from its stored design.
      await client.invalidateQueries();
    } catch (failure) {
      toast({
        title: t('apply.noneRestyled'),
        description: serverMessage(failure) ?? common.t('toast.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const tooMany = chosen.size > MAX_APPLY_CODES;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">{t('apply.open')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            {t('apply.title', { name: kit.name })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            {t('apply.description')}
          </Dialog.Description>
          {codes.isPending && <p role="status">{t('apply.loading')}</p>}
          {codes.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t('apply.loadFailed')} {serverMessage(codes.error) ?? common.t('toast.tryAgain')}
            </p>
          )}
          {codes.data && list.length === 0 && (
            <p className="text-sm text-gray-700">{t('apply.none')}</p>
          )}
          {list.length > 0 && (
            <fieldset aria-labelledby={legendId} className="grid gap-2">
              <legend id={legendId} className="text-sm font-medium text-gray-800">
                {t('apply.legend')}
              </legend>
              {list.map((code) => (
                <label
                  key={keyOf(code)}
                  className="flex items-center gap-2 text-sm break-words text-gray-800"
                >
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={chosen.has(keyOf(code))}
                    onChange={(event) => toggle(code, event.target.checked)}
                  />
                  <span className="min-w-0">
                    {code.name}{' '}
                    <span className="text-gray-500">
                      {code.kind === 'dynamic' ? t('apply.dynamic') : t('apply.saved')}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {tooMany && (
            <p role="alert" className="text-sm text-red-700">
              {t('apply.tooMany', { max: MAX_APPLY_CODES })}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('apply.cancel')}</Button>
            </Dialog.Close>
            <Button disabled={busy || chosen.size === 0 || tooMany} onClick={() => void apply()}>
              {busy ? t('apply.restyling') : t('apply.restyle', { count: chosen.size })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
