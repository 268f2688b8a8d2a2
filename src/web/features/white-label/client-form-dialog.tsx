import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import {
  clientInputSchema,
  WHITE_LABEL_DEFAULTS,
  type ClientInput,
  type WhiteLabelSettings,
} from '../../../contracts/white-label.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { serverFieldErrors, serverMessage } from '../../lib/api.js';
import { localizeMessage } from '../../lib/i18n/localize-message.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { uploadBrandImage } from './white-label-api.js';

export const EMPTY_CLIENT: ClientInput = {
  name: '',
  customDomain: '',
  subdomain: '',
  logoUrl: '',
  primaryColor: WHITE_LABEL_DEFAULTS.primaryColor,
  secondaryColor: WHITE_LABEL_DEFAULTS.secondaryColor,
  customFavicon: '',
  removeQRSharkBranding: false,
  customCSS: '',
};

/** Spec 001 §5: empty optional text fields are sent as absent. */
export function withoutEmptyFields(values: ClientInput): ClientInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() === '' && key !== 'name') continue;
    out[key] = value;
  }
  return out as ClientInput;
}

/**
 * "Create New Client" / "Edit Client" (spec 001 §2, §3): the client form. Field messages come
 * from the shared schema first, then from the server's 400/409 answer.
 */
export function ClientFormDialog({
  open,
  onOpenChange,
  initial,
  editing,
  settings,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: ClientInput;
  editing: boolean;
  /** The server's BASE_DOMAIN and PUBLIC_URL host, once known (for the domain fields' hints). */
  settings: WhiteLabelSettings | undefined;
  /** Resolves when saved; rejects with the API error (its field messages are shown). */
  onSubmit(values: ClientInput): Promise<unknown>;
}) {
  const { t } = useAppT('whiteLabel');
  const [values, setValues] = useState<ClientInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const set = <K extends keyof ClientInput>(key: K, value: ClientInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientInputSchema.safeParse(values);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // The schema's English, in the app's language (the contracts' messages).
        fields[String(issue.path[0])] ??= localizeMessage(issue.message);
      }
      setErrors(fields);
      return;
    }
    // The server refuses it too (a subdomain kept unchanged by an edit stays).
    const subdomain = values.subdomain?.trim() ?? '';
    if (settings && !settings.baseDomain && subdomain && subdomain !== initial.subdomain) {
      setErrors({ subdomain: t('setup.subdomainsOff') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(withoutEmptyFields(values));
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors(Object.keys(fields).length ? fields : { _: serverMessage(err) ?? '' });
    } finally {
      setSaving(false);
    }
  };

  const image = (key: 'logoUrl' | 'customFavicon', label: string) => (
    <div className="grid gap-1.5">
      <label className="text-sm font-medium text-gray-800" htmlFor={`wl-${key}`}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {values[key] ? (
          <img src={values[key]} alt="" className="h-10 w-10 rounded border object-contain" />
        ) : null}
        <input
          id={`wl-${key}`}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          className="text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setUploading(key);
            try {
              set(key, await uploadBrandImage(file));
              setErrors(({ [key]: _, ...rest }) => rest);
            } catch (err) {
              setErrors((x) => ({ ...x, [key]: serverMessage(err) ?? t('form.uploadFailed') }));
            } finally {
              setUploading(null);
            }
          }}
        />
        {values[key] ? (
          <Button variant="ghost" onClick={() => set(key, '')}>
            {t('form.removeImage')}
          </Button>
        ) : null}
      </div>
      {errors[key] ? (
        <p role="alert" className="text-sm text-red-700">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  const color = (key: 'primaryColor' | 'secondaryColor', label: string, pickerLabel: string) => (
    <div className="grid gap-1.5">
      <label className="text-sm font-medium text-gray-800" htmlFor={`wl-${key}`}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label={pickerLabel}
          value={/^#[0-9a-fA-F]{6}$/.test(values[key] ?? '') ? values[key] : '#000000'}
          onChange={(e) => set(key, e.target.value.toUpperCase())}
          className="h-9 w-12 rounded border"
        />
        <input
          id={`wl-${key}`}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          className="w-28 rounded-md border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      {errors[key] ? (
        <p role="alert" className="text-sm text-red-700">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            {editing ? t('form.editTitle') : t('form.createTitle')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            {t('form.description')}
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <TextField
              label={t('form.name')}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={errors.name}
              maxLength={255}
              required
            />
            <TextField
              label={t('form.customDomain')}
              placeholder={t('form.customDomainPlaceholder')}
              value={values.customDomain}
              onChange={(e) => set('customDomain', e.target.value)}
              error={errors.customDomain}
              hint={
                settings ? t('form.customDomainHint', { target: settings.dnsTarget }) : undefined
              }
            />
            <TextField
              label={t('form.subdomain')}
              placeholder={t('form.subdomainPlaceholder')}
              value={values.subdomain}
              onChange={(e) => set('subdomain', e.target.value)}
              error={errors.subdomain}
              hint={
                settings
                  ? settings.baseDomain
                    ? t('form.subdomainHint', {
                        sample: `{${t('form.subdomainSample')}}`,
                        baseDomain: settings.baseDomain,
                      })
                    : t('form.subdomainOff')
                  : undefined
              }
            />
            {image('logoUrl', t('form.logo'))}
            <div className="grid grid-cols-2 gap-4">
              {color('primaryColor', t('form.primaryColor'), t('form.primaryColorPicker'))}
              {color('secondaryColor', t('form.secondaryColor'), t('form.secondaryColorPicker'))}
            </div>
            {image('customFavicon', t('form.favicon'))}
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={values.removeQRSharkBranding === true}
                onChange={(e) => set('removeQRSharkBranding', e.target.checked)}
              />
              {t('form.removeBranding')}
            </label>
            <div className="grid gap-1.5">
              <label className="text-sm font-medium text-gray-800" htmlFor="wl-css">
                {t('form.customCss')}
              </label>
              <textarea
                id="wl-css"
                rows={4}
                value={values.customCSS}
                onChange={(e) => set('customCSS', e.target.value)}
                className="rounded-md border border-gray-300 px-3 py-2 font-mono text-sm"
              />
              <p className="text-xs text-gray-600">{t('form.customCssHint')}</p>
              {errors.customCSS ? (
                <p role="alert" className="text-sm text-red-700">
                  {errors.customCSS}
                </p>
              ) : null}
            </div>
            {errors._ ? (
              <p role="alert" className="text-sm text-red-700">
                {errors._}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">{t('form.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving || uploading !== null}>
                {editing
                  ? saving
                    ? t('form.updating')
                    : t('form.update')
                  : saving
                    ? t('form.creating')
                    : t('form.create')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
