import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { DesignKit, KitDesign } from '../../../contracts/designs.js';
import { Button } from '../../components/ui/button.js';
import { toastNotSaved, toastSaved } from '../../components/ui/save-toast.js';
import { TextField } from '../../components/ui/text-field.js';
import { serverFieldErrors } from '../../lib/api.js';
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
      toastSaved(`Brand kit “${kit.name}”`);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setNameError(fields.name ?? Object.values(fields)[0]);
      toastNotSaved('Brand kit', failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="grid gap-3">
      <h3 id={`${selectId}-heading`} className="text-sm font-semibold text-gray-900">
        Brand kit
      </h3>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
            Saved designs of this workspace
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
                ? 'Loading brand kits…'
                : list.length === 0
                  ? 'No brand kits yet'
                  : 'Choose a brand kit'}
            </option>
            {list.map((kit) => (
              <option key={kit.id} value={String(kit.id)}>
                {kit.isDefault ? `${kit.name} (default)` : kit.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" disabled={disabled || !selected} onClick={apply}>
          Apply brand kit
        </Button>
      </div>
      {applied && (
        <p role="status" className="text-sm text-gray-700">
          Design of the brand kit “{applied}” applied. Changes you make here stay in this code.
        </p>
      )}
      {canSave && (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField
            label="New brand kit name"
            value={name}
            maxLength={80}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            disabled={disabled || busy}
          />
          <Button
            variant="outline"
            className="sm:mt-7"
            disabled={disabled || busy}
            onClick={() => void save()}
          >
            Save as brand kit
          </Button>
        </div>
      )}
    </section>
  );
}
