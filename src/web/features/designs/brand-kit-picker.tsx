import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { DesignKit, KitDesign } from '../../../contracts/designs.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast-store.js';
import { serverFieldErrors, serverMessage } from '../../lib/api.js';
import { useT } from '../../lib/i18n/i18n.js';
import { createKit, useDesignKits } from './api.js';

const SELECT_CLASSES =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm';

export interface BrandKitPickerProps {
  /** The generator's current design fields (plus logoId), saved by "Save as brand kit". */
  currentDesign(): Record<string, unknown>;
  /** Fills the generator with a kit's design. */
  onApply(design: KitDesign, kit: DesignKit): void;
  /** Apply the workspace's default kit once, when the kits first load (a new code). */
  applyDefault: boolean;
  /** Saving needs the editor role. */
  canSave: boolean;
  disabled?: boolean;
}

/**
 * The generator's brand kits (issue 40 item 4): choose one of the workspace's kits to fill the
 * design, or save the current design as a new kit. The default kit fills a new code once. Shows
 * nothing when the kits cannot be read (the generator works without them).
 */
export function BrandKitPicker({
  currentDesign,
  onApply,
  applyDefault,
  canSave,
  disabled = false,
}: BrandKitPickerProps) {
  // The generator shows it on public pages too (the landing page, signed in): the site's
  // messages (generatorDesign), never the app's.
  const { t } = useT('generatorDesign');
  const client = useQueryClient();
  const kits = useDesignKits();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const selectId = useId();
  const defaultDone = useRef(false);

  const list = kits.data ?? [];
  useEffect(() => {
    if (defaultDone.current || !kits.data) return;
    defaultDone.current = true;
    const fallback = kits.data.find((k) => k.isDefault);
    if (!applyDefault || !fallback) return;
    setChosen(String(fallback.id));
    setApplied(fallback.name);
    onApply(fallback.design, fallback);
  }, [kits.data, applyDefault, onApply]);

  if (kits.isError) return null;
  const selected = list.find((k) => String(k.id) === chosen);

  function apply() {
    if (!selected) return;
    onApply(selected.design, selected);
    setApplied(selected.name);
  }

  async function save() {
    setBusy(true);
    try {
      const kit = await createKit(client, { name, design: currentDesign() });
      setName('');
      setNameError(undefined);
      setChosen(String(kit.id));
      // The save toasts (components/ui/save-toast.ts) in the page's language.
      toast({ title: t('kit.saved', { name: kit.name }), variant: 'success' });
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setNameError(fields.name ?? Object.values(fields)[0]);
      toast({
        title: t('kit.notSaved'),
        description: serverMessage(failure) ?? t('kit.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="grid gap-3">
      <h3 id={`${selectId}-heading`} className="text-sm font-semibold text-gray-900">
        {t('kit.heading')}
      </h3>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
            {t('kit.selectLabel')}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className={SELECT_CLASSES}
            disabled={disabled || list.length === 0}
          >
            <option value="">
              {kits.isPending
                ? t('kit.loading')
                : list.length === 0
                  ? t('kit.none')
                  : t('kit.choose')}
            </option>
            {list.map((kit) => (
              <option key={kit.id} value={String(kit.id)}>
                {kit.isDefault ? t('kit.defaultOption', { name: kit.name }) : kit.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          className="text-center"
          disabled={disabled || !selected}
          onClick={apply}
        >
          {t('kit.apply')}
        </Button>
      </div>
      {applied && (
        <p role="status" className="text-sm text-gray-700">
          {t('kit.applied', { name: applied })}
        </p>
      )}
      {canSave && (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField
            label={t('kit.newName')}
            value={name}
            maxLength={80}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            disabled={disabled || busy}
          />
          <Button
            variant="outline"
            className="text-center sm:mt-7"
            disabled={disabled || busy}
            onClick={() => void save()}
          >
            {t('kit.save')}
          </Button>
        </div>
      )}
    </section>
  );
}
