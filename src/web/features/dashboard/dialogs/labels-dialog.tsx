import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import { tagNameSchema, TAGS_PER_CODE_MAX } from '../../../../contracts/organise.js';
import { Button } from '../../../components/ui/button.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { serverMessage } from '../../../lib/api.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { invalidateCodeLists } from '../api/code-actions.js';
import { setCodeLabels, useFolders, useTags } from '../api/organise.js';

const fieldClass =
  'min-h-10 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * A code's folder and tags (issue 40 item 1): pick a folder (or none), tick tags, add a new tag
 * by name; Save sends them at once. Its short link and history stay as they are.
 */
export function LabelsForm({ code, onDone }: { code: DynamicQrCode; onDone(): void }) {
  const client = useQueryClient();
  const folders = useFolders().data ?? [];
  const known = useTags().data ?? [];
  const [folderId, setFolderId] = useState(code.folderId === null ? '' : String(code.folderId));
  const [tags, setTags] = useState<string[]>(code.tags);
  const [newTag, setNewTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useAppT('codeDialogs');
  const common = useAppT('common');
  const toasts = useSaveToasts();

  const names = [...new Set([...known.map((t) => t.name), ...tags])];
  const has = (name: string) => tags.some((t) => t.toLowerCase() === name.toLowerCase());
  const toggle = (name: string) =>
    setTags(
      has(name) ? tags.filter((t) => t.toLowerCase() !== name.toLowerCase()) : [...tags, name],
    );

  function addTag() {
    const parsed = tagNameSchema.safeParse(newTag);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (!has(parsed.data)) setTags([...tags, parsed.data]);
    setNewTag('');
    setError(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (tags.length > TAGS_PER_CODE_MAX) {
      setError(t('labels.tooMany', { max: TAGS_PER_CODE_MAX }));
      return;
    }
    setBusy(true);
    try {
      await setCodeLabels(code.id, { folderId: folderId ? Number(folderId) : null, tags });
      toasts.saved(t('labels.what'));
      onDone();
    } catch (err) {
      setError(serverMessage(err) ?? t('labels.saveFailed'));
    } finally {
      setBusy(false);
      void invalidateCodeLists(client);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-4">
      <label className="grid gap-1 text-sm font-medium text-gray-700">
        {t('labels.folder')}
        <select
          value={folderId}
          onChange={(e) => setFolderId(e.target.value)}
          className={fieldClass}
        >
          <option value="">{t('labels.noFolder')}</option>
          {folders.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{t('labels.tags')}</legend>
        {names.length === 0 && <p className="text-sm text-gray-600">{t('labels.noTags')}</p>}
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {names.map((name) => (
            <label
              key={name}
              className="inline-flex min-h-9 items-center gap-2 text-sm text-gray-800"
            >
              <input
                type="checkbox"
                checked={has(name)}
                onChange={() => toggle(name)}
                className="h-4 w-4"
              />
              {name}
            </label>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor={`new-tag-${code.id}`}>
            {t('labels.newTag')}
          </label>
          <input
            id={`new-tag-${code.id}`}
            value={newTag}
            maxLength={40}
            placeholder={t('labels.newTag')}
            onChange={(e) => setNewTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addTag();
              }
            }}
            className={`${fieldClass} min-w-0 flex-1`}
          />
          <Button type="button" variant="outline" onClick={addTag}>
            {t('labels.addTag')}
          </Button>
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? common.t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
