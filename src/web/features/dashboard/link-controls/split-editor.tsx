import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  linkControlsInputSchema,
  SPLIT_LIMITS,
  type SplitVariant,
} from '../../../../contracts/link-controls.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { apiRequest, serverFieldErrors } from '../../../lib/api.js';
import { useAppT } from '../../../lib/i18n/i18n.js';

/** One destination as the form holds it: the weight as typed, a stable key for React. */
interface DraftVariant {
  key: number;
  destination: string;
  weight: string;
}

let nextKey = 1;
const draft = (v: SplitVariant): DraftVariant => ({
  key: nextKey++,
  destination: v.destination,
  weight: String(v.weight),
});

/** The split the API gets; a weight that is not a number is sent as typed, and refused. */
function fromDrafts(variants: DraftVariant[]): { destination: string; weight: unknown }[] {
  return variants.map((v) => {
    const text = v.weight.trim();
    return {
      destination: v.destination.trim(),
      weight: text !== '' && Number.isFinite(Number(text)) ? Number(text) : text,
    };
  });
}

/** Field errors keyed as the API keys them ("split", "split.1.weight"). */
function validate(split: unknown[]): Record<string, string> {
  const parsed = linkControlsInputSchema.safeParse({ split });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
    }
  }
  return errors;
}

/** Letters naming the variants (A/B test): A, B, C, D, E. */
export const variantName = (index: number) => String.fromCharCode(65 + index);

/**
 * The weighted split (A/B test) of one dynamic code: 2 to 5 destinations with whole-number
 * weights adding up to 100. Each scanner keeps getting the same destination. Validated with the
 * API's contract before saving (PUT .../controls { split }); the running total is announced.
 */
export function SplitEditor({
  codeId,
  split: saved,
  rulesUseSplit,
  onSaved,
}: {
  codeId: number;
  split: SplitVariant[];
  /** A smart rule sends scanners to the split: it cannot be removed before that rule. */
  rulesUseSplit: boolean;
  onSaved(): void;
}) {
  const [variants, setVariants] = useState<DraftVariant[]>(() => saved.map(draft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { t } = useAppT('codeDialogs');
  const common = useAppT('common');
  const toasts = useSaveToasts();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  /** Where the keyboard focus goes after the list changed: a row's address, or a button. */
  const [pendingFocus, setPendingFocus] = useState<number | 'setup' | 'add' | null>(null);

  useEffect(() => {
    if (pendingFocus === null) return;
    const selector =
      typeof pendingFocus === 'number'
        ? `[data-variant-key="${pendingFocus}"] input[type="url"]`
        : `[data-focus="${pendingFocus}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);
  const totalId = useId();
  const total = variants.reduce((sum, v) => sum + (Number(v.weight.trim()) || 0), 0);

  const update = (key: number, patch: Partial<DraftVariant>) =>
    setVariants((list) => list.map((v) => (v.key === key ? { ...v, ...patch } : v)));

  function start() {
    const first = draft({ destination: '', weight: 50 });
    setVariants([first, draft({ destination: '', weight: 50 })]);
    setErrors({});
    setPendingFocus(first.key);
  }

  async function save(split: unknown[]) {
    setBusy(true);
    try {
      await apiRequest('PUT', `/api/dynamic-qrcodes/${codeId}/controls`, { split });
      toasts.saved(t('split.what'));
      onSaved();
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      toasts.notSaved(t('split.what'), failure);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = fromDrafts(variants);
    const found = validate(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save(body);
  }

  async function removeSplit() {
    setVariants([]);
    setErrors({});
    setPendingFocus('setup');
    if (saved.length > 0) await save([]);
  }

  const fieldError = (index: number, field: 'destination' | 'weight') =>
    errors[`split.${index}.${field}`];

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-3"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {t('split.heading')}
      </h3>
      <p className="text-sm text-gray-600">
        {t('split.intro', { min: SPLIT_LIMITS.minVariants, max: SPLIT_LIMITS.maxVariants })}
      </p>
      {variants.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-600">{t('split.none')}</p>
          <Button variant="outline" data-focus="setup" onClick={start}>
            {t('split.setUp')}
          </Button>
        </div>
      ) : (
        <>
          <ol className="grid gap-3" aria-label={t('split.listLabel')}>
            {variants.map((variant, index) => (
              <li
                key={variant.key}
                data-variant-key={variant.key}
                className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[1fr_minmax(8rem,auto)_auto] sm:items-start"
              >
                <TextField
                  label={t('split.destination', { name: variantName(index) })}
                  type="url"
                  inputMode="url"
                  value={variant.destination}
                  error={fieldError(index, 'destination')}
                  onChange={(e) => update(variant.key, { destination: e.target.value })}
                />
                <TextField
                  label={t('split.weight', { name: variantName(index) })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={99}
                  step={1}
                  value={variant.weight}
                  error={fieldError(index, 'weight')}
                  onChange={(e) => update(variant.key, { weight: e.target.value })}
                />
                <Button
                  variant="outline"
                  className="sm:mt-7"
                  aria-label={t('split.removeDestination', { name: variantName(index) })}
                  disabled={variants.length <= SPLIT_LIMITS.minVariants}
                  onClick={() => {
                    const next = variants.filter((v) => v.key !== variant.key);
                    setVariants(next);
                    setErrors({});
                    // The row that takes its place (or the one before), else Add.
                    const neighbour = next[Math.min(index, next.length - 1)];
                    setPendingFocus(neighbour ? neighbour.key : 'add');
                  }}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ol>
          <p
            id={totalId}
            aria-live="polite"
            className={`text-sm ${total === SPLIT_LIMITS.totalWeight ? 'text-gray-700' : 'text-red-600'}`}
          >
            {t('split.total', { total, max: SPLIT_LIMITS.totalWeight })}
          </p>
          {errors.split ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.split}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              data-focus="add"
              variant="outline"
              disabled={variants.length >= SPLIT_LIMITS.maxVariants}
              onClick={() => {
                const added = { key: nextKey++, destination: '', weight: '' };
                setVariants((list) => [...list, added]);
                setPendingFocus(added.key);
              }}
            >
              {t('split.add')}
            </Button>
            <Button
              variant="outline"
              disabled={busy || rulesUseSplit}
              aria-describedby={rulesUseSplit ? `${headingId}-rules` : undefined}
              onClick={() => void removeSplit()}
            >
              {t('split.remove')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? common.t('saving') : t('split.save')}
            </Button>
          </div>
          {rulesUseSplit ? (
            <p id={`${headingId}-rules`} className="text-sm text-gray-600">
              {t('split.rulesUse')}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}
