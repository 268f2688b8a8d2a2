import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { DestinationChange, DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import {
  applyUtm,
  checkSchedule,
  UTM_KEYS,
  type LinkControlsWarning,
  type DestinationHealthView,
  type LinkControlsView,
  type UtmParams,
  type UtmPreset,
} from '../../../../contracts/link-controls.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { toast } from '../../../components/ui/toast.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../../lib/api.js';
import { useAppT, type SiteTranslator } from '../../../lib/i18n/i18n.js';
import type { AppMessageIds } from '../../../lib/i18n/app-bundle.js';
import { editDestination } from '../api/code-actions.js';
import { SmartRulesEditor } from './smart-rules-editor.js';
import { SplitEditor } from './split-editor.js';
import { TrialOffer, useTrialStatus } from '../../trial/index.js';
import { DESTINATION_HEALTH_QUERY_KEY } from '../api/destination-health.js';

type Translate = SiteTranslator<AppMessageIds['codeDialogs']>['t'];

const controlsKey = (id: number) => ['dynamic-code-controls', id];
const changesKey = (id: number) => ['dynamic-code-destination-changes', id];

/** ISO instant -> the value of a datetime-local input in the viewer's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
/** datetime-local value (viewer's time zone) -> ISO instant, or null when empty. */
function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/**
 * Link controls of one dynamic code in the edit dialog: schedule and expiry (date or scan
 * count), fallback URL, scanner password (Premium or trial), the weighted split (A/B test), the ordered smart rules, a UTM builder with
 * the final URL and the user's saved presets, and the last 10 destination changes.
 */
export function LinkControlsPanel({ code }: { code: DynamicQrCode }) {
  const client = useQueryClient();
  const { t, rich, locale } = useAppT('codeDialogs');
  const controls = useQuery({
    queryKey: controlsKey(code.id),
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/dynamic-qrcodes/${code.id}/controls`)
      ).json()) as LinkControlsView,
  });
  const changes = useQuery({
    queryKey: changesKey(code.id),
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/dynamic-qrcodes/${code.id}/destination-changes`)
      ).json()) as DestinationChange[],
  });
  if (!controls.data) return <p className="text-sm text-gray-600">{t('controls.loading')}</p>;
  return (
    <div className="grid gap-6 border-t border-gray-200 pt-4">
      <ControlsForm
        code={code}
        view={controls.data}
        onSaved={() => client.invalidateQueries({ queryKey: controlsKey(code.id) })}
      />
      <SplitEditor
        codeId={code.id}
        split={controls.data.split}
        rulesUseSplit={controls.data.rules.some((rule) => rule.split === true)}
        onSaved={() => client.invalidateQueries({ queryKey: controlsKey(code.id) })}
      />
      <SmartRulesEditor
        codeId={code.id}
        rules={controls.data.rules}
        hasSplit={controls.data.split.length > 0}
        onSaved={() => client.invalidateQueries({ queryKey: controlsKey(code.id) })}
      />
      <UtmBuilder
        code={code}
        onApplied={() => client.invalidateQueries({ queryKey: changesKey(code.id) })}
      />
      <HealthSection code={code} />
      <section aria-labelledby={`changes-${code.id}`}>
        <h3 id={`changes-${code.id}`} className="text-sm font-semibold text-gray-900">
          {t('changes.heading')}
        </h3>
        {changes.data && changes.data.length > 0 ? (
          <ol className="mt-2 grid gap-2 text-sm" data-testid="destination-changes">
            {changes.data.map((c) => (
              <li key={c.id} className="rounded border border-gray-200 p-2 break-all">
                {rich('changes.entry', {
                  when: new Date(c.changedAt).toLocaleString(locale),
                  who: c.changedBy ?? t('changes.removedAccount'),
                  from: c.from,
                  to: c.to,
                  date: (chunks) => <span className="font-medium">{chunks}</span>,
                })}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t('changes.none')}</p>
        )}
      </section>
    </div>
  );
}

function ControlsForm({
  code,
  view,
  onSaved,
}: {
  code: DynamicQrCode;
  view: LinkControlsView;
  onSaved(): void;
}) {
  const trial = useTrialStatus();
  const { t, locale } = useAppT('codeDialogs');
  const toasts = useSaveToasts();
  const common = useAppT('common');
  const [startsAt, setStartsAt] = useState(toLocalInput(view.startsAt));
  const [expiresAt, setExpiresAt] = useState(toLocalInput(view.expiresAt));
  const [maxScans, setMaxScans] = useState(view.maxScans ? String(view.maxScans) : '');
  const [fallbackUrl, setFallbackUrl] = useState(view.fallbackUrl ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Warnings shown before saving, with the body they are about: "Save anyway" sends it.
  const [pending, setPending] = useState<{
    body: Record<string, unknown>;
    warnings: LinkControlsWarning[];
  } | null>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const expiresRef = useRef<HTMLInputElement>(null);
  const fallbackRef = useRef<HTMLInputElement>(null);
  /** "Change": the question goes and focus moves to the field the first warning is about. */
  function change(warnings: LinkControlsWarning[]) {
    setPending(null);
    (warnings[0] === 'expiryPast' ? expiresRef : fallbackRef).current?.focus();
  }
  /** A change to a field withdraws the question: the warnings were about other values. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPending(null);
      set(value);
    };

  async function save(body: Record<string, unknown>) {
    setPending(null);
    setBusy(true);
    try {
      await apiRequest('PUT', `/api/dynamic-qrcodes/${code.id}/controls`, body);
      setErrors({});
      setPassword('');
      toasts.saved(t('controls.what'));
      onSaved();
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      toasts.notSaved(t('controls.what'), failure);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      startsAt: fromLocalInput(startsAt),
      expiresAt: fromLocalInput(expiresAt),
      maxScans: maxScans.trim() === '' ? null : Number(maxScans),
      fallbackUrl: fallbackUrl.trim() === '' ? null : fallbackUrl.trim(),
      ...(password !== '' ? { password } : {}),
    };
    // A start at or after the expiry, or the code's own link as fallback, is refused here as the
    // API would; a past expiry or a fallback equal to the destination is asked about first.
    const check = checkSchedule(body, code, new Date());
    if (Object.keys(check.errors).length > 0) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    if (check.warnings.length > 0) {
      setPending({ body, warnings: check.warnings });
      // Focus moves to the question so keyboard and screen-reader users meet it at once.
      requestAnimationFrame(() => warningRef.current?.focus());
      return;
    }
    void save(body);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={t('controls.what')}>
      <h3 className="text-sm font-semibold text-gray-900">{t('schedule.heading')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('schedule.startsAt')}
          type="datetime-local"
          value={startsAt}
          error={errors.startsAt}
          onChange={(e) => changed(setStartsAt)(e.target.value)}
        />
        <TextField
          ref={expiresRef}
          label={t('schedule.expiresAt')}
          type="datetime-local"
          value={expiresAt}
          error={errors.expiresAt}
          onChange={(e) => changed(setExpiresAt)(e.target.value)}
        />
        <TextField
          label={t('schedule.maxScans')}
          type="number"
          inputMode="numeric"
          min={1}
          value={maxScans}
          error={errors.maxScans}
          onChange={(e) => setMaxScans(e.target.value)}
        />
        <TextField
          ref={fallbackRef}
          label={t('schedule.fallback')}
          type="url"
          inputMode="url"
          value={fallbackUrl}
          error={errors.fallbackUrl}
          onChange={(e) => changed(setFallbackUrl)(e.target.value)}
        />
      </div>
      {view.maxScans ? (
        <p className="text-sm text-gray-600">
          {t('schedule.scansUsed', { used: view.cappedScans, max: view.maxScans })}
        </p>
      ) : null}
      <h3 className="text-sm font-semibold text-gray-900">{t('password.heading')}</h3>
      {view.passwordAllowed ? (
        <TextField
          label={view.hasPassword ? t('password.new') : t('password.label')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-gray-600">{t('password.upsell')}</p>
          <TrialOffer status={trial.status} onStarted={onSaved} />
        </div>
      )}
      {view.hasPassword ? (
        <p className="text-sm text-gray-600" data-testid="password-rejections">
          {view.lastPasswordRejectionAt
            ? t('password.rejectionsLast', {
                count: view.passwordRejections,
                when: new Date(view.lastPasswordRejectionAt).toLocaleString(locale),
              })
            : t('password.rejections', { count: view.passwordRejections })}{' '}
          <Button variant="outline" disabled={busy} onClick={() => void save({ password: null })}>
            {t('password.remove')}
          </Button>
        </p>
      ) : null}
      {pending ? (
        <div
          ref={warningRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby={`controls-check-${code.id}`}
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <p id={`controls-check-${code.id}`} className="font-semibold">
            {t('check.heading')}
          </p>
          <ul className="list-disc pl-5">
            {pending.warnings.map((warning) => (
              <li key={warning}>{t(`check.${warning}`)}</li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => change(pending.warnings)}>
              {t('check.change')}
            </Button>
            <Button disabled={busy} onClick={() => void save(pending.body)}>
              {t('check.saveAnyway')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? common.t('saving') : t('controls.save')}
        </Button>
      </div>
    </form>
  );
}

const UTM_LABELS = {
  utm_source: 'utm.source',
  utm_medium: 'utm.medium',
  utm_campaign: 'utm.campaign',
  utm_term: 'utm.term',
  utm_content: 'utm.content',
} as const satisfies Record<(typeof UTM_KEYS)[number], AppMessageIds['codeDialogs']>;

const presetsKey = ['/api/utm-presets'];

/** A preset's values in all five fields (the ones it does not set become empty). */
const fromPreset = (preset: UtmPreset): UtmParams =>
  Object.fromEntries(UTM_KEYS.map((k) => [k, preset.params[k] ?? ''])) as UtmParams;

function UtmBuilder({ code, onApplied }: { code: DynamicQrCode; onApplied(): void }) {
  const client = useQueryClient();
  const [params, setParams] = useState<UtmParams>({ utm_source: 'qr', utm_medium: 'print' });
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState('');
  const [presetName, setPresetName] = useState('');
  const [presetError, setPresetError] = useState<string | undefined>();
  const { t, rich } = useAppT('codeDialogs');
  const common = useAppT('common');
  const toasts = useSaveToasts();
  const presets = useQuery({
    queryKey: presetsKey,
    queryFn: async () =>
      (await (await apiRequest('GET', '/api/utm-presets')).json()) as UtmPreset[],
    enabled: code.qrType === 'url',
  });
  if (code.qrType !== 'url') return null;
  const finalUrl = applyUtm(code.destination, params);
  const list = presets.data ?? [];
  const selected = list.find((p) => String(p.id) === chosen);

  async function apply() {
    setBusy(true);
    try {
      await editDestination(code.id, finalUrl);
      toasts.saved(t('utm.whatDestination'), finalUrl);
      onApplied();
    } catch (failure) {
      toasts.notSaved(t('utm.whatDestination'), failure);
    } finally {
      setBusy(false);
    }
  }

  async function savePreset() {
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/utm-presets', { name: presetName, params });
      const saved = (await res.json()) as UtmPreset;
      setPresetError(undefined);
      setPresetName('');
      setChosen(String(saved.id));
      toasts.saved(t('utm.whatPresetNamed', { name: saved.name }));
      await client.invalidateQueries({ queryKey: presetsKey });
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setPresetError(fields.name ?? fields.params ?? Object.values(fields)[0]);
      toasts.notSaved(t('utm.whatPreset'), failure);
    } finally {
      setBusy(false);
    }
  }

  async function deletePreset(preset: UtmPreset) {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/utm-presets/${preset.id}`);
      setChosen('');
      toast({ title: t('utm.presetDeleted', { name: preset.name }), variant: 'success' });
      await client.invalidateQueries({ queryKey: presetsKey });
    } catch (failure) {
      toast({
        title: t('utm.presetNotDeleted'),
        description: serverMessage(failure) ?? common.t('toast.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="grid gap-3" aria-labelledby={`utm-${code.id}`}>
      <h3 id={`utm-${code.id}`} className="text-sm font-semibold text-gray-900">
        {t('utm.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {UTM_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(UTM_LABELS[key])}
            value={params[key] ?? ''}
            onChange={(e) => setParams({ ...params, [key]: e.target.value })}
          />
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={`utm-presets-${code.id}`} className="text-sm font-medium text-gray-800">
            {t('utm.presets')}
          </label>
          <select
            id={`utm-presets-${code.id}`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm"
          >
            <option value="">
              {list.length === 0 ? t('utm.noPresets') : t('utm.choosePreset')}
            </option>
            {list.map((preset) => (
              <option key={preset.id} value={String(preset.id)}>
                {preset.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          disabled={!selected}
          onClick={() => selected && setParams(fromPreset(selected))}
        >
          {t('utm.applyPreset')}
        </Button>
        <Button
          variant="outline"
          disabled={!selected || busy}
          onClick={() => selected && void deletePreset(selected)}
        >
          {t('utm.deletePreset')}
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label={t('utm.presetName')}
          value={presetName}
          maxLength={80}
          error={presetError}
          onChange={(e) => setPresetName(e.target.value)}
        />
        <Button
          variant="outline"
          className="sm:mt-7"
          disabled={busy}
          onClick={() => void savePreset()}
        >
          {t('utm.saveAsPreset')}
        </Button>
      </div>
      <p className="text-sm break-all" data-testid="utm-final-url">
        {rich('utm.finalUrl', {
          url: finalUrl,
          mono: (chunks) => <span className="font-mono">{chunks}</span>,
        })}
      </p>
      <div className="flex justify-end">
        <Button
          variant="outline"
          disabled={busy || finalUrl === code.destination}
          onClick={() => void apply()}
        >
          {t('utm.useAsDestination')}
        </Button>
      </div>
    </section>
  );
}

const healthKey = (id: number) => ['dynamic-code-health', id];

/** The checker's last verdict in words (the safe preview says the same); its detail as sent. */
function healthWords(t: Translate, locale: string, health: DestinationHealthView): string {
  switch (health.status) {
    case 'ok':
      return t('health.ok');
    case 'redirected':
      return t('health.redirected', { detail: health.detail ?? health.finalUrl ?? '' });
    case 'broken':
      return t('health.broken', {
        when: new Date(health.brokenSince ?? health.checkedAt ?? '').toLocaleString(locale),
        detail: health.detail ?? '',
      });
    default:
      return t('health.unchecked');
  }
}

/** Destination health: the last check's verdict and "Check now". */
function HealthSection({ code }: { code: DynamicQrCode }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { t, locale } = useAppT('codeDialogs');
  const common = useAppT('common');
  const health = useQuery({
    queryKey: healthKey(code.id),
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/dynamic-qrcodes/${code.id}/health`)
      ).json()) as DestinationHealthView,
  });
  async function checkNow() {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/dynamic-qrcodes/${code.id}/health`);
      client.setQueryData(healthKey(code.id), (await res.json()) as DestinationHealthView);
      // The card's badge shows the new verdict too.
      void client.invalidateQueries({ queryKey: DESTINATION_HEALTH_QUERY_KEY });
    } catch (failure) {
      toast({
        title: t('health.checkFailed'),
        description: serverMessage(failure) ?? common.t('toast.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="grid gap-2" aria-labelledby={`health-${code.id}`}>
      <h3 id={`health-${code.id}`} className="text-sm font-semibold text-gray-900">
        {t('health.heading')}
      </h3>
      <p className="text-sm break-all" role="status" data-testid="destination-health">
        {health.data ? healthWords(t, locale, health.data) : common.t('loading')}
        {health.data?.checkedAt
          ? ` ${t('health.checked', { when: new Date(health.data.checkedAt).toLocaleString(locale) })}`
          : ''}
      </p>
      <div className="flex justify-end">
        <Button variant="outline" disabled={busy} onClick={() => void checkNow()}>
          {busy ? t('health.checking') : t('health.checkNow')}
        </Button>
      </div>
    </section>
  );
}
