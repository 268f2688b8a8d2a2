import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import {
  editDestinationSchema,
  type DynamicCodeEdit,
  type DynamicQrCode,
} from '../../../../contracts/dynamic-codes.js';
import {
  QR_CONTENT_MESSAGES,
  QR_TYPE_OPTIONS,
  qrTypeLabel,
  type QrType,
} from '../../../../contracts/qr-content.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { apiRequest, serverFieldErrors } from '../../../lib/api.js';
import { useAppT, type SiteTranslator } from '../../../lib/i18n/i18n.js';
import type { AppMessageIds } from '../../../lib/i18n/app-bundle.js';
import {
  ContentForm,
  emptyContent,
  validateContent,
  type ContentValue,
} from '../../generator/content-forms/index.js';
import { useCodeMutation } from '../api/code-actions.js';
import { HostedPagePreviewFrame } from './hosted-page-preview.js';

type Translator = SiteTranslator<AppMessageIds['codeDialogs']>;

/** The label of a type as the generator's dropdown says it ("Menu/PDF" for pdf), translated. */
function optionLabel(t: Translator['t'], qrType: string): string {
  const known = QR_TYPE_OPTIONS.some((o) => o.value === qrType);
  return known ? t(`type.${qrType as QrType}`) : qrTypeLabel(qrType);
}

/**
 * The edit dialog of a dynamic code (issue 25): its type and its full content, with the
 * generator's forms and validation (the same messages as the API). A url code keeps the spec's
 * "Destination URL" field (PUT { destination }); any other type sends its whole content. A change
 * of type asks for confirmation first; the short link, and so the printed code, never changes.
 * Beside the form (below it on phones), a live preview of the hosted page; then the code's
 * edit history.
 */
export function EditContentForm({ code, onDone }: { code: DynamicQrCode; onDone(): void }) {
  const original = code.qrType as QrType;
  const [qrType, setQrType] = useState<QrType>(original);
  const [content, setContent] = useState<ContentValue>(original === 'url' ? {} : code.content);
  const [destination, setDestination] = useState(code.destination);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const typeId = useId();
  const mutation = useCodeMutation((body: Record<string, unknown>) =>
    apiRequest('PUT', `/api/dynamic-qrcodes/${code.id}`, body),
  );
  const typeChanged = qrType !== original;
  const { t } = useAppT('codeDialogs');
  const common = useAppT('common');
  const toasts = useSaveToasts();

  function chooseType(next: QrType) {
    setQrType(next);
    setErrors({});
    setConfirming(false);
    if (next === original) {
      setContent(original === 'url' ? {} : code.content);
      setDestination(code.destination);
    } else {
      setContent(emptyContent(next));
      setDestination('');
    }
  }

  /** The request body, or null after showing the form's messages. */
  function body(): Record<string, unknown> | null {
    if (qrType === 'url') {
      const parsed = editDestinationSchema.safeParse({ destination });
      if (!parsed.success) {
        setErrors({
          destination: parsed.error.issues[0]?.message ?? QR_CONTENT_MESSAGES.urlInvalid,
        });
        return null;
      }
      return typeChanged
        ? { qrType, qrData: { url: parsed.data.destination }, confirmTypeChange: true }
        : { destination: parsed.data.destination };
    }
    const checked = validateContent(qrType, content);
    if (!checked.ok) {
      setErrors(checked.fields);
      return null;
    }
    return { qrType, qrData: checked.data, ...(typeChanged ? { confirmTypeChange: true } : {}) };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = body();
    if (!request) return;
    setErrors({});
    if (!typeChanged && qrType === 'url' && request.destination === code.destination) {
      onDone();
      return;
    }
    if (typeChanged && !confirming) {
      setConfirming(true);
      return;
    }
    try {
      await mutation.mutateAsync(request);
      toasts.saved(t('what.dynamicCode'));
      onDone();
    } catch (failure) {
      console.warn('Editing the dynamic code failed', failure);
      setConfirming(false);
      const fields = serverFieldErrors(failure);
      if (qrType === 'url' && fields.url) fields.destination = fields.url;
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        return;
      }
      toasts.notSaved(t('what.dynamicCode'), failure);
    }
  }

  const busy = mutation.isPending;
  const fgColor = typeof code.design.fgColor === 'string' ? code.design.fgColor : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={clsx('grid content-start gap-4', qrType === 'url' && 'md:col-span-2')}
      >
        <div className="grid gap-1">
          <label htmlFor={typeId} className="text-sm font-medium text-gray-900">
            {t('content.type')}
          </label>
          <select
            id={typeId}
            value={qrType}
            disabled={busy}
            onChange={(event) => chooseType(event.target.value as QrType)}
            className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm"
          >
            {QR_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {optionLabel(t, option.value)}
              </option>
            ))}
          </select>
          {errors.qrType && (
            <p role="alert" className="text-sm text-red-600">
              {errors.qrType}
            </p>
          )}
        </div>
        {qrType === 'url' ? (
          <TextField
            label={t('destination.label')}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={destination}
            error={errors.destination}
            disabled={busy}
            onChange={(event) => setDestination(event.target.value)}
          />
        ) : (
          <ContentForm
            qrType={qrType}
            value={content}
            onChange={setContent}
            errors={errors}
            disabled={busy}
          />
        )}
        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby={`${typeId}-confirm`}
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p id={`${typeId}-confirm`} className="font-medium">
              {t('content.confirmTitle', {
                from: optionLabel(t, original),
                to: optionLabel(t, qrType),
              })}
            </p>
            <p className="mt-1">{t('content.confirmBody', { from: optionLabel(t, original) })}</p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? common.t('saving') : confirming ? t('content.changeAndSave') : t('save')}
          </Button>
        </div>
      </form>
      {qrType !== 'url' && (
        <HostedPagePreviewFrame qrType={qrType} content={content} fgColor={fgColor} />
      )}
      <div className="md:col-span-2">
        <EditHistory codeId={code.id} />
      </div>
    </div>
  );
}

function describeValue(t: Translator['t'], value: unknown): string {
  if (value === undefined || value === null || value === '') return t('history.empty');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The code's edits, newest first, loaded when opened. */
function EditHistory({ codeId }: { codeId: number }) {
  const [open, setOpen] = useState(false);
  const { t, locale } = useAppT('codeDialogs');
  const history = useQuery<DynamicCodeEdit[]>({
    queryKey: [`/api/dynamic-qrcodes/${codeId}/history`],
    enabled: open,
  });
  return (
    <section aria-label={t('history.label')} className="border-t border-gray-200 pt-4">
      <Button variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? t('history.hide') : t('history.show')}
      </Button>
      {open && (
        <div className="mt-3 text-sm" aria-live="polite">
          {history.isPending && <p>{t('history.loading')}</p>}
          {history.isError && (
            <p role="alert" className="text-red-600">
              {t('history.failed')}{' '}
              <button type="button" className="underline" onClick={() => void history.refetch()}>
                {t('tryAgain')}
              </button>
            </p>
          )}
          {history.data && history.data.length === 0 && <p>{t('history.none')}</p>}
          {history.data && history.data.length > 0 && (
            <ol className="grid gap-3">
              {history.data.map((edit) => (
                <li key={edit.id} className="rounded-md border border-gray-200 p-3">
                  <p className="font-medium">
                    <time dateTime={edit.editedAt}>
                      {new Date(edit.editedAt).toLocaleString(locale)}
                    </time>
                    {edit.fromType !== edit.toType &&
                      `: ${t('history.typeChanged', {
                        from: optionLabel(t, edit.fromType),
                        to: optionLabel(t, edit.toType),
                      })}`}
                  </p>
                  <ul className="mt-1 grid gap-1 break-words text-gray-700">
                    {edit.changedFields
                      .filter((field) => field !== 'qrType')
                      .map((field) => (
                        <li key={field}>
                          <span className="font-mono">{field}</span>:{' '}
                          {describeValue(t, edit.before[field])} →{' '}
                          {describeValue(t, edit.after[field])}
                        </li>
                      ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
